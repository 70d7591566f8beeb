import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { Sheet } from '@/components/ui/sheet';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { OrderView } from '@domain/orders';
import { useOrder } from '../api/reads';
import { clientMayCancel, isFinal } from '../lib/status';
import { CancelForm } from './cancel-form';
import { OrderDetails } from './order-details';
import '../locales/register';

/**
 * An order's detail as a sheet. The customer may cancel it here while nothing is being made for it
 * (after that the sheet says to call the shop) and order the same again; the staff act from the queue.
 */
export function OrderSheet({ id, onClose, customer }: { id: string; onClose: () => void; customer: boolean }) {
  const { t } = useTranslation();
  const order = useOrder(id);
  const [cancelling, setCancelling] = useState(false);
  const view = order.data;
  const title = view
    ? t(cancelling ? 'orders.cancel.title' : 'orders.detail.title', { number: view.orderNumber })
    : t('orders.detail.title', { number: '' });
  return (
    <Sheet title={title} open onClose={onClose}>
      {view && cancelling ? (
        <CancelForm order={view} onBack={() => setCancelling(false)} onDone={() => setCancelling(false)} />
      ) : view ? (
        <>
          <OrderDetails order={view} />
          {customer ? <CustomerActions order={view} onCancel={() => setCancelling(true)} /> : null}
        </>
      ) : order.error ? (
        <LoadFailed
          title={t('orders.detail.loadFailed')}
          reason={order.error.message}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <SkeletonRows rows={6} />
      )}
    </Sheet>
  );
}

function CustomerActions({ order, onCancel }: { order: OrderView; onCancel: () => void }) {
  const { t } = useTranslation();
  const late = !clientMayCancel(order.status) && !isFinal(order.status) && order.status !== 'out_for_delivery';
  return (
    <>
      {late ? <p className="group-footer">{t('orders.detail.lateCancel')}</p> : null}
      <div className="sheet-actions">
        <Link className="button plain" to="/catalog" data-testid="reorder">
          {t('orders.detail.reorder')}
        </Link>
        {clientMayCancel(order.status) ? (
          <button type="button" className="button destructive" onClick={onCancel} data-testid="cancel-order">
            {t('orders.detail.cancel')}
          </button>
        ) : null}
      </div>
    </>
  );
}
