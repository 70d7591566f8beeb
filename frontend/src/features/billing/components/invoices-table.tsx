import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import type { PagedListProps } from '@/components/ui/paged-list';
import { formatDay } from '@domain/billing';
import type { InvoiceListItem, Page } from '@domain/billing';
import type { BillingFormat } from '../hooks/use-billing-settings';
import { InvoiceActions, type InvoiceAction } from './invoice-actions';
import { Pager } from '@/components/ui/pager';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import { InvoiceStatusBadge } from './status-badge';

interface Props extends PagedListProps<Page<InvoiceListItem>> {
  onCreate: () => void;
  onAction: (action: InvoiceAction, invoice: InvoiceListItem) => void;
  format: BillingFormat;
  offline: boolean;
  busy: string | null;
}

const COLUMNS = ['number', 'client', 'date', 'total', 'status', 'actions'] as const;

/** Spec 2.8's table: number (N/A), client, date, total, status badge, actions; the empty state; the pager. */
export function InvoicesTable({
  data,
  isLoading,
  error,
  onRetry,
  onPage,
  onCreate,
  onAction,
  format,
  offline,
  busy,
}: Props) {
  const { t } = useTranslation();
  if (error && !data) {
    return <LoadFailed title={t('billing.loadFailed')} reason={error.message} onRetry={onRetry} />;
  }
  if (data && data.items.length === 0) {
    return (
      <div data-testid="billing-empty">
        <EmptyState icon="file" title={t('billing.empty')}>
          {t('billing.emptyHint')}{' '}
          <button type="button" className="chip primary" onClick={onCreate}>
            {t('billing.createFirst')}
          </button>
        </EmptyState>
      </div>
    );
  }
  const label = (c: (typeof COLUMNS)[number]) => t(`billing.columns.${c}`);
  return (
    <>
      <div className="data-table-wrap bl-table-wrap" aria-busy={isLoading || undefined}>
        <table className="data-table bl-table stacks" data-testid="invoices-table">
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
              <SkeletonTableRows rows={5} cells={COLUMNS.map(() => undefined)} />
            ) : (
              data.items.map((i) => (
                <tr key={i.id} data-testid="invoice-row" data-invoice={i.id}>
                  <td data-label={label('number')} className="mono" data-testid="invoice-number">
                    {i.number ?? t('billing.noNumber')}
                  </td>
                  <td data-label={label('client')} data-testid="invoice-client">
                    {i.clientName || t('billing.unknownClient')}
                    {i.pendingSync ? (
                      <span className="badge warning sync-badge">{t('billing.pendingSync')}</span>
                    ) : null}
                  </td>
                  <td data-label={label('date')} data-testid="invoice-date">
                    {formatDay(i.date, format.area.dateFormat)}
                  </td>
                  <td data-label={label('total')} className="num" data-testid="invoice-total">
                    {format.money(i.total)}
                  </td>
                  <td data-label={label('status')}>
                    <InvoiceStatusBadge status={i.status} />
                  </td>
                  <td className="actions">
                    <InvoiceActions invoice={i} offline={offline} busy={busy === i.id} onAction={onAction} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {data ? (
        <Pager
          ns="billing"
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
