import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { OrdersQueue } from '@/features/orders/components/orders-queue';
import '@/features/orders/locales/register';

/** /admin/orders (issue 14): the staff's order queue — process-orders (warehouse, admin, owner). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="orders-wide" data-testid="orders-queue">
      <LargeTitle title={t('orders.queue.title')} subtitle={t('orders.queue.subtitle')} />
      <OrdersQueue />
    </div>
  );
}
