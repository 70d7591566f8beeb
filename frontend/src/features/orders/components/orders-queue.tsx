import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';
import type { OrderListItem } from '@domain/orders';
import { useOrders } from '../api/reads';
import { queueQuery } from '../lib/filters';
import { useListParams } from '../hooks/use-list-params';
import { useStep } from '../hooks/use-step';
import { CancelForm } from './cancel-form';
import { OrderSheet } from './order-sheet';
import { PaySheet } from './pay-sheet';
import type { QueueAction } from './queue-actions';
import { QueueTable } from './queue-table';
import { QueueTabs } from './queue-tabs';
import '../locales/register';
import '../orders.css';
import '../queue.css';

/**
 * The staff's queue (/admin/orders): a tab per status of the warehouse's work, each row's next step
 * one tap away, payment and cancellation in sheets. Orders placed or moved elsewhere arrive over the
 * websocket ('orders' notices invalidate the page), so the queue is never reloaded by hand.
 */
export function OrdersQueue() {
  const list = useListParams(queueQuery);
  const orders = useOrders(list.query);
  const step = useStep();
  const [sheet, setSheet] = useState<{ action: QueueAction; order: OrderListItem } | null>(null);
  return (
    <>
      <QueueTabs value={list.query.status} onChange={list.setStatus} />
      <QueueTable
        data={orders.data}
        isLoading={orders.isPlaceholderData}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        onPage={list.setPage}
        busyId={step.busyId}
        onOpen={(o) => list.open(o.id)}
        onStep={step.run}
        onAction={(action, order) => setSheet({ action, order })}
      />
      {sheet?.action === 'pay' ? <PaySheet order={sheet.order} onClose={() => setSheet(null)} /> : null}
      {sheet?.action === 'cancel' ? <CancelSheet order={sheet.order} onClose={() => setSheet(null)} /> : null}
      {list.openId ? <OrderSheet id={list.openId} customer={false} onClose={() => list.open(null)} /> : null}
    </>
  );
}

function CancelSheet({ order, onClose }: { order: OrderListItem; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Sheet title={`${t('orders.cancel.title')} · ${order.orderNumber}`} open onClose={onClose}>
      <CancelForm order={order} onBack={onClose} onDone={onClose} />
    </Sheet>
  );
}
