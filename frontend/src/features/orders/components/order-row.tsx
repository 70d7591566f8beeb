import { useTranslation } from 'react-i18next';
import { ListRow } from '@/components/ui/grouped-list';
import type { OrderListItem } from '@domain/orders';
import { deliveryDay, money } from '../lib/format';
import { OrderStatusBadge } from './status-badge';
import '../locales/register';

/** One order in a customer's list: its number, when it comes and for whom, its total and status. */
export function OrderRow({ order, to, onOpen }: { order: OrderListItem; to?: string; onOpen?: () => void }) {
  const { t } = useTranslation();
  const subtitle = [
    t('orders.deliveryOn', { date: deliveryDay(order.deliveryDate) }),
    t('orders.items', { count: order.itemsCount }),
    t('orders.for', { name: order.recipientName }),
  ].join(' · ');
  return (
    <ListRow
      title={<span className="or-number">{order.orderNumber}</span>}
      subtitle={subtitle}
      detail={
        <span className="or-row-detail">
          <span className="or-total" data-testid="order-total">
            {money(order.total)}
          </span>
          <OrderStatusBadge status={order.status} />
        </span>
      }
      to={to}
      onClick={onOpen}
      testId="order-row"
    />
  );
}
