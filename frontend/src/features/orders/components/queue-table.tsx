import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedTable } from '@/components/ui/paged-table';
import type { PagedListProps } from '@/components/ui/paged-list';
import type { OrderListItem, OrderPage } from '@domain/orders';
import { deliveryDay, money } from '../lib/format';
import type { Step } from '../lib/status';
import { QueueActions, type QueueAction } from './queue-actions';
import { OrderStatusBadge } from './status-badge';
import '../locales/register';

interface Props extends PagedListProps<OrderPage> {
  busyId: string | null;
  onOpen: (order: OrderListItem) => void;
  onStep: (order: OrderListItem, step: Step) => void;
  onAction: (action: QueueAction, order: OrderListItem) => void;
}

const COLUMNS = ['number', 'recipient', 'zone', 'date', 'total', 'status', 'actions'] as const;

/** The queue: one row per order, its next step at hand; on a phone each order folds into a card. */
export function QueueTable({ busyId, onOpen, onStep, onAction, ...list }: Props) {
  const { t } = useTranslation();
  const label = (c: (typeof COLUMNS)[number]) => t(`orders.queue.columns.${c}`);
  return (
    <PagedTable
      {...list}
      failedTitle={t('orders.queue.loadFailed')}
      empty={
        <div data-testid="queue-empty">
          <EmptyState icon="box" title={t('orders.queue.empty')}>
            {t('orders.queue.emptyHint')}
          </EmptyState>
        </div>
      }
      ns="orders"
      columns={COLUMNS.map((c) => ({ key: c, label: label(c), num: c === 'total' }))}
      skeletonRows={4}
      wrapClassName="or-table-wrap"
      tableClassName="or-table"
      testId="queue-table"
      row={(o) => (
        <tr key={o.id} data-testid="queue-row" data-order={o.orderNumber} data-status={o.status}>
          <td data-label={label('number')}>
            <button type="button" className="link-button or-number" onClick={() => onOpen(o)}>
              {o.orderNumber}
            </button>
          </td>
          <td data-label={label('recipient')} className="or-recipient">
            {o.recipientName}
          </td>
          <td data-label={label('zone')}>{o.zoneName}</td>
          <td data-label={label('date')}>{deliveryDay(o.deliveryDate)}</td>
          <td data-label={label('total')} className="num">
            {money(o.total)}
          </td>
          <td data-label={label('status')}>
            <OrderStatusBadge status={o.status} />
          </td>
          <td className="actions">
            <QueueActions order={o} busy={busyId === o.id} onStep={onStep} onAction={onAction} />
          </td>
        </tr>
      )}
    />
  );
}
