import { useTranslation } from 'react-i18next';
import { EventHistory } from '@/components/ui/event-timeline';
import { formatDateTime } from '@/lib/money';
import { useInvoiceHistory } from '../api/reads';

// The invoice's life as its events tell it, newest first, with who did each step: what an
// accountant checks before trusting a number or a payment (read from the audit model).

type Entry = NonNullable<ReturnType<typeof useInvoiceHistory>['data']>[number];

function linesOf(entry: Entry, t: (key: string, o?: Record<string, string>) => string): string[] {
  const data = entry.data as { offlineCreatedAt?: string | null; reason?: string };
  const lines: string[] = [];
  if (entry.type === 'InvoiceCreated' && data.offlineCreatedAt)
    lines.push(t('billing.history.offline', { at: formatDateTime(data.offlineCreatedAt) }));
  if (entry.type === 'InvoiceCancelled' && data.reason)
    lines.push(t('billing.history.reason', { reason: data.reason }));
  return lines;
}

export function InvoiceHistory({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation();
  return (
    <EventHistory
      query={useInvoiceHistory(invoiceId)}
      loadingRows={2}
      failedTitle={t('billing.history.failed')}
      title={t('billing.history.title')}
      testId="invoice-history"
      className="group-body"
      describe={(entry) => ({
        title: t(`billing.history.${entry.type}`, { number: String((entry.data as { number?: string }).number ?? '') }),
        lines: linesOf(entry, t),
      })}
      when={(at) => formatDateTime(at)}
      by={(name) => t('billing.history.by', { name })}
    />
  );
}
