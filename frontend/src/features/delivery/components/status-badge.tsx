import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { DeliveryStatus } from '@domain/delivery';
import { STATUS_TONE } from '../lib/status';
import '../locales/register';

/**
 * A delivery's status as a coloured badge, in the domain's words (Pendiente, En camino, Entregado,
 * Cancelado); a PENDING package the driver has picked up reads 'Recogido' (issue 43): it left the
 * shop's shelf, the route has not started.
 */
export function DeliveryStatusBadge({ status, pickedUp = false }: { status: DeliveryStatus; pickedUp?: boolean }) {
  const { t } = useTranslation();
  const withDriver = status === 'PENDING' && pickedUp;
  return (
    <Badge
      tone={withDriver ? 'primary' : STATUS_TONE[status]}
      data-status={status}
      data-shown={withDriver ? 'picked_up' : status}
      data-testid="delivery-status"
      title={status}
    >
      {withDriver ? t('delivery.steps.pickedUpStatus') : t(`delivery.status.${status}`)}
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
