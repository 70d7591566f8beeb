import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import type { PagedListProps } from '@/components/ui/paged-list';
import type { OrderListItem, OrderPage } from '@domain/orders';
import { deliveryDay, money } from '../lib/format';
import type { Step } from '../lib/status';
import { Pager } from '@/components/ui/pager';
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
export function QueueTable({ data, isLoading, error, onRetry, onPage, busyId, onOpen, onStep, onAction }: Props) {
  const { t } = useTranslation();
  if (error && !data)
    return <LoadFailed title={t('orders.queue.loadFailed')} reason={error.message} onRetry={onRetry} />;
  if (data && data.items.length === 0)
    return (
      <div data-testid="queue-empty">
        <EmptyState icon="box" title={t('orders.queue.empty')}>
          {t('orders.queue.emptyHint')}
        </EmptyState>
      </div>
    );
  const label = (c: (typeof COLUMNS)[number]) => t(`orders.queue.columns.${c}`);
  return (
    <>
      <div className="data-table-wrap or-table-wrap" aria-busy={isLoading || undefined}>
        <table className="data-table or-table stacks" data-testid="queue-table">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className={c === 'total' ? 'num' : undefined}>
                  {label(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {!data ? (
              <SkeletonTableRows rows={4} cells={COLUMNS.map(() => undefined)} />
            ) : (
              data.items.map((o) => (
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
              ))
            )}
          </tbody>
        </table>
      </div>
      {data ? (
        <Pager
          ns="orders"
          onlyWhenPaged
          page={data.page}
          pageCount={data.pageCount}
          total={data.total}
          onPage={onPage}
        />
      ) : null}
    </>
  );
}
