import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import type { PagedListProps } from '@/components/ui/paged-list';
import { formatDay } from '@domain/billing';
import type { InvoiceListItem, Page } from '@domain/billing';
import type { BillingFormat } from '../hooks/use-billing-settings';
import { InvoiceActions, type InvoiceAction } from './invoice-actions';
import { PagedTable } from '@/components/ui/paged-table';
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
export function InvoicesTable({ onCreate, onAction, format, offline, busy, ...list }: Props) {
  const { t } = useTranslation();
  const label = (c: (typeof COLUMNS)[number]) => t(`billing.columns.${c}`);
  return (
    <PagedTable
      {...list}
      failedTitle={t('billing.loadFailed')}
      empty={
        <div data-testid="billing-empty">
          <EmptyState icon="file" title={t('billing.empty')}>
            {t('billing.emptyHint')}{' '}
            <button type="button" className="chip primary" onClick={onCreate}>
              {t('billing.createFirst')}
            </button>
          </EmptyState>
        </div>
      }
      ns="billing"
      columns={COLUMNS.map((c) => ({ key: c, label: label(c), num: c === 'total' }))}
      skeletonRows={5}
      wrapClassName="bl-table-wrap"
      tableClassName="bl-table"
      testId="invoices-table"
      row={(i) => (
        <tr key={i.id} data-testid="invoice-row" data-invoice={i.id}>
          <td data-label={label('number')} className="mono" data-testid="invoice-number">
            {i.number ?? t('billing.noNumber')}
          </td>
          <td data-label={label('client')} data-testid="invoice-client">
            {i.clientName || t('billing.unknownClient')}
            {i.pendingSync ? <span className="badge warning sync-badge">{t('billing.pendingSync')}</span> : null}
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
      )}
    />
  );
}
