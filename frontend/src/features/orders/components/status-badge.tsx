import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { OrderStatus } from '@domain/orders';
import { STATUS_TONE } from '../lib/status';
import '../locales/register';

/** An order's status as a coloured badge: Pendiente, Confirmado, … Cancelado. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONE[status]} data-status={status} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
