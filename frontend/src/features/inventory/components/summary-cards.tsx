import { useTranslation } from 'react-i18next';
import { StatCards } from '@/components/ui/stat-cards';
import { formatCount, formatMoney } from '@/lib/money';
import { useInventorySummary } from '../api/reads';

/** Spec 2.4's four cards, over the whole catalogue: total products, total value, low stock, out of stock. */
export function SummaryCards() {
  const { t } = useTranslation();
  const summary = useInventorySummary();
  const s = summary.data;
  const figures = [
    ['totalProducts', s && formatCount(s.totalProducts)],
    ['totalValue', s && formatMoney(s.totalValue)],
    ['lowStock', s && formatCount(s.lowStock), 'warning'],
    ['outOfStock', s && formatCount(s.outOfStock), 'danger'],
  ] as const;
  return (
    <StatCards
      label={t('inventory.cards.label')}
      cards={figures.map(([key, value, tone]) => ({ key, value, tone, label: t(`inventory.cards.${key}`) }))}
      failed={
        summary.error ? { message: t('inventory.cards.loadFailed'), onRetry: () => void summary.refetch() } : undefined
      }
    />
  );
}
