import { useTranslation } from 'react-i18next';
import { StatCards, type StatCard } from '@/components/ui/stat-cards';
import { formatCount } from '@/lib/money';
import { DELIVERY_STATUSES } from '@domain/delivery';
import type { DayFigures } from '../lib/dashboard';
import '../locales/register';

interface Props {
  figures: DayFigures | undefined;
  late: number | undefined;
  failed?: { message: string; onRetry: () => void };
}

/** Today by status: the total, one card per status (spec 4's four), and how many are late. */
export function DayCards({ figures, late, failed }: Props) {
  const { t } = useTranslation();
  const cards: StatCard[] = [
    { key: 'total', label: t('delivery.dashboard.total'), value: figures && formatCount(figures.total) },
    ...DELIVERY_STATUSES.map((s) => ({
      key: s,
      label: t(`delivery.status.${s}`),
      value: figures && formatCount(figures.byStatus[s]),
    })),
    {
      key: 'late',
      label: t('delivery.dashboard.late'),
      value: late === undefined ? undefined : formatCount(late),
      tone: late ? ('danger' as const) : undefined,
    },
  ];
  return <StatCards label={t('delivery.dashboard.byStatus')} cards={cards} failed={failed} className="dl-cards" />;
}
