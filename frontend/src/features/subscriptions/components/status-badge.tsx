import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { SubscriptionStatus } from '@domain/subscriptions';
import { CHARGE_TONE, DELIVERY_TONE, STATUS_TONE, type ChargeState, type DeliveryState } from '../lib/status';
import '../locales/register';

/** A subscription's status: Activa, En pausa, Cancelada. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONE[status]} data-status={status} data-testid="subscription-status">
      {t(`subscriptions.status.${status}`)}
    </Badge>
  );
}

/** A cycle's delivery: Prevista until the scheduler makes it, then the delivery's own status. */
export function DeliveryStateBadge({ status }: { status: DeliveryState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={DELIVERY_TONE[status]} data-status={status} data-testid="delivery-state">
      {t(`subscriptions.delivery.${status}`)}
    </Badge>
  );
}

/** A cycle's charge: Pendiente, Pagado, Exonerado. */
export function ChargeBadge({ status }: { status: ChargeState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={CHARGE_TONE[status]} data-status={status} data-testid="charge-status">
      {t(`subscriptions.charge.${status}`)}
    </Badge>
  );
}
