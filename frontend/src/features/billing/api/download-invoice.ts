import { downloadFile } from '@/lib/download-file';

/** The invoice PDF as the server lays it out (the same document as the preview). */
export const downloadInvoicePdf = (invoiceId: string, number: string | null) =>
  downloadFile(`/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`, `factura-${number ?? 'borrador'}.pdf`);
