import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { DeliveryStatus } from '@domain/delivery';
import { STATUS_TONE } from '../lib/status';
import '../locales/register';

/** A delivery's status as a coloured badge, in the domain's words (Pendiente, En camino, Entregado, Cancelado). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONE[status]} data-status={status} data-testid="delivery-status" title={status}>
      {t(`delivery.status.${status}`)}
    </Badge>
  );
}

/** Past its zone's time on the road, or still out after its day. */
export function LateBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="danger" data-testid="delivery-late">
      {t('delivery.late')}
    </Badge>
  );
}
