import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { DeliveryView } from '@domain/delivery';
import { dayLabel } from '../lib/format';
import { DeliveryStatusBadge } from './status-badge';
import '../locales/register';
import '../cards.css';

interface Props {
  items: readonly DeliveryView[] | undefined;
  error: Error | null;
  onRetry: () => void;
}

/** The late ones, whatever their day: in transit past their zone's time, or still out after their day. */
export function LateList({ items, error, onRetry }: Props) {
  const { t } = useTranslation();
  let body;
  if (error && !items) body = <LoadFailed title={t('delivery.loadFailed')} reason={error.message} onRetry={onRetry} />;
  else if (!items) body = <SkeletonRows rows={2} />;
  else if (items.length === 0) body = <p className="group-footer dl-pad">{t('delivery.dashboard.lateNone')}</p>;
  else
    body = items.map((d) => (
      <ListRow
        key={d.id}
        testId={`late-${d.id}`}
        title={`${d.source.number} · ${d.customerName}`}
        subtitle={t('delivery.dashboard.lateLine', {
          zone: d.zone.name,
          day: dayLabel(d.scheduledDeliveryTime),
          driver: d.driver?.name ?? t('delivery.dashboard.noDriver'),
        })}
        detail={<DeliveryStatusBadge status={d.status} />}
        to={`/admin/delivery?tab=late`}
      />
    ));
  return (
    <GroupedList header={t('delivery.dashboard.lateTitle')} label="late">
      {body}
    </GroupedList>
  );
}
