import { useTranslation } from 'react-i18next';
import { StatCards as Cards } from '@/components/ui/stat-cards';
import { formatCount, formatMoney } from '@/lib/money';
import { useConsignmentSummary } from '../api/reads';

/** Spec 2.5's four stat cards: total agreements, active, total value, partners. */
export function StatCards() {
  const { t } = useTranslation();
  const summary = useConsignmentSummary();
  const s = summary.data;
  const figures = [
    ['totalAgreements', s && formatCount(s.totalAgreements)],
    ['active', s && formatCount(s.active)],
    ['totalValue', s && formatMoney(s.totalValue)],
    ['partners', s && formatCount(s.partners)],
  ] as const;
  return (
    <Cards
      className="consignment-tone"
      label={t('consignment.cards.label')}
      cards={figures.map(([key, value]) => ({ key, value, label: t(`consignment.cards.${key}`) }))}
      failed={
        summary.error
          ? { message: t('consignment.cards.loadFailed'), onRetry: () => void summary.refetch() }
          : undefined
      }
    />
  );
}
