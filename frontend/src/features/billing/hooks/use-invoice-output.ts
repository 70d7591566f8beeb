import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/lib/problem';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/stores/toast-store';
import { invoiceDocument } from '@domain/billing';
import type { InvoiceListItem, InvoiceView } from '@domain/billing';
import { downloadInvoicePdf, invoiceQueryOptions } from '../api/reads';
import { invoiceHtml } from '../lib/print-document';
import type { OfflineBilling } from '../offline';
import type { BillingFormat } from './use-billing-settings';

/**
 * Print and download (spec 2.8, 8). Print opens a window with the same document as the preview and
 * a print stylesheet, then the browser's print dialog; it works offline too. Download fetches the
 * server's PDF (the same texts), so an invoice not yet synced has none.
 */
export function useInvoiceOutput(format: BillingFormat, offline: OfflineBilling) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<string | null>(null);

  const viewOf = async (invoice: InvoiceListItem | InvoiceView): Promise<InvoiceView> => {
    if ('items' in invoice) return invoice;
    const kept = offline.invoices.find((i) => i.id === invoice.id);
    if (offline.offline && kept) return kept;
    const view = await queryClient.fetchQuery(invoiceQueryOptions(invoice.id));
    offline.remember({ invoices: [view] });
    return view;
  };

  const print = async (invoice: InvoiceListItem | InvoiceView) => {
    // The progress toast is replaced by the outcome, whichever it is (spec 8's toasts, one at a time).
    const progress = toast.progress(t('billing.toast.printing'));
    // Opened at once, while the click still counts as the person's: a window opened after an await may be blocked.
    const win = window.open('', '_blank', 'width=860,height=1000');
    if (!win) return void toast.error(t('billing.toast.printBlocked'), progress);
    try {
      const view = await viewOf(invoice);
      win.document.open();
      win.document.write(invoiceHtml(invoiceDocument(view, format.area)));
      win.document.close();
      win.focus();
      win.print();
      toast.success(t('billing.toast.printed'), progress);
    } catch (error) {
      win.close();
      toast.error(failureText(t('billing.toast.printFailed'), error), progress);
    }
  };

  const download = async (invoice: InvoiceListItem) => {
    if (invoice.pendingSync) return;
    setDownloading(invoice.id);
    const progress = toast.progress(t('billing.toast.downloading'));
    try {
      await downloadInvoicePdf(invoice.id, invoice.number);
      toast.success(t('billing.toast.downloaded'), progress);
    } catch (error) {
      toast.error(failureText(t('billing.toast.downloadFailed'), error), progress);
    } finally {
      setDownloading(null);
    }
  };

  return { print, download, downloading };
}
export type InvoiceOutput = ReturnType<typeof useInvoiceOutput>;
