import { useTranslation } from 'react-i18next';
import { ListRow } from '@/components/ui/grouped-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/money';
import { useInvoiceHistory } from '../api/reads';

// The invoice's life as its events tell it, newest first, with who did each step: what an
// accountant checks before trusting a number or a payment (read from the audit model).

type Entry = NonNullable<ReturnType<typeof useInvoiceHistory>['data']>[number];

function linesOf(entry: Entry, t: (key: string, o?: Record<string, string>) => string): string[] {
  const data = entry.data as { offlineCreatedAt?: string | null; reason?: string };
  const lines: string[] = [];
  if (entry.type === 'InvoiceCreated' && data.offlineCreatedAt)
    lines.push(t('billing.history.offline', { at: formatDateTime(data.offlineCreatedAt, 'billing') }));
  if (entry.type === 'InvoiceCancelled' && data.reason)
    lines.push(t('billing.history.reason', { reason: data.reason }));
  return lines;
}

export function InvoiceHistory({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation();
  const history = useInvoiceHistory(invoiceId);
  if (history.isPending) return <SkeletonRows rows={2} />;
  if (history.error) {
    return (
      <ListRow
        title={t('billing.history.failed')}
        detail={
          <button type="button" className="link-button" onClick={() => void history.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  return (
    <section aria-label={t('billing.history.title')}>
      <h3 className="group-header">{t('billing.history.title')}</h3>
      <ol className="timeline group-body" data-testid="invoice-history">
        {[...history.data].reverse().map((entry) => (
          <li key={entry.revision} className="timeline-item" data-type={entry.type}>
            <div className="timeline-head">
              <strong>
                {t(`billing.history.${entry.type}`, {
                  number: String((entry.data as { number?: string }).number ?? ''),
                })}
              </strong>
              <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, 'billing')}</time>
            </div>
            <div className="timeline-who">
              {t('billing.history.by', { name: entry.actor.name ?? entry.actor.userId })}
            </div>
            {linesOf(entry, t).map((line, i) => (
              <div key={i} className="timeline-line">
                {line}
              </div>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
