import type { DateFormat } from '../../settings/shop/events';
import { moneyFormat } from '../../settings/shop/money';
import type { ShopFormat } from '../../settings/shop/shop-format';
import { INVOICE_STATUS_LABELS } from './events';
import type { InvoiceView } from '../responses';

// The invoice as a document: the preview modal (app) and the PDF (read-api) both lay out these
// texts, so the two always say the same. Amounts in the shop's one money (issue 43), dates in the
// billing area's format (dd/mm/yyyy by default, spec 2.8).

export const COMPANY = {
  name: 'Flora',
  tagline: 'Flores y arreglos a domicilio',
  address: '1200 Brickell Ave, Miami, FL 33131',
  email: 'facturacion@flora.test',
  phone: '+1 305 555 0199',
} as const;

export const DOCUMENT_TEXT = {
  title: 'FACTURA',
  draftNumber: 'BORRADOR',
  date: 'Fecha',
  dueDate: 'Vencimiento',
  status: 'Estado',
  billTo: 'Facturar a',
  taxId: 'NIT/RUT',
  address: 'Dirección',
  email: 'Correo',
  phone: 'Teléfono',
  description: 'Descripción',
  quantity: 'Cantidad',
  price: 'Precio',
  lineTotal: 'Total',
  subtotal: 'Subtotal',
  tax: 'IVA',
  total: 'Total',
  notes: 'Notas',
  thanks: '¡Gracias por tu preferencia!',
  pendingSync: 'Esta factura está pendiente de sincronización; se sincronizará cuando vuelva la conexión.',
  unknownClient: 'Cliente Desconocido',
  noDate: '—',
} as const;

/** 'yyyy-mm-dd' (or an ISO time) in the area's date format, without any time-zone shift. */
export function formatDay(isoDay: string | null | undefined, format: DateFormat): string {
  if (!isoDay) return DOCUMENT_TEXT.noDate;
  const [y, m, d] = isoDay.slice(0, 10).split('-');
  if (format === 'yyyy-mm-dd') return `${y}-${m}-${d}`;
  return format === 'mm/dd/yyyy' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

/** How the document reads: the shop's money, the billing area's dates. */
export type DocumentFormat = ShopFormat;

/** Every text the document shows, already formatted, in reading order. */
export function invoiceDocument(invoice: InvoiceView & { pendingSync?: boolean }, area: DocumentFormat) {
  const money = moneyFormat(area);
  const client = invoice.client;
  return {
    company: COMPANY,
    title: DOCUMENT_TEXT.title,
    number: invoice.number ?? DOCUMENT_TEXT.draftNumber,
    facts: [
      [DOCUMENT_TEXT.date, formatDay(invoice.date, area.dateFormat)],
      [DOCUMENT_TEXT.dueDate, formatDay(invoice.dueDate, area.dateFormat)],
      [DOCUMENT_TEXT.status, INVOICE_STATUS_LABELS[invoice.status]],
    ] as [string, string][],
    billTo: {
      name: invoice.clientName || DOCUMENT_TEXT.unknownClient,
      lines: [
        client?.taxId ? `${DOCUMENT_TEXT.taxId}: ${client.taxId}` : '',
        client?.address ?? '',
        client?.email ?? '',
        client?.phone ?? '',
      ].filter(Boolean),
    },
    header: [DOCUMENT_TEXT.description, DOCUMENT_TEXT.quantity, DOCUMENT_TEXT.price, DOCUMENT_TEXT.lineTotal],
    rows: invoice.items.map((i) => [i.description, String(i.quantity), money.format(i.price), money.format(i.total)]),
    totals: [
      [DOCUMENT_TEXT.subtotal, money.format(invoice.subtotal)],
      [`${DOCUMENT_TEXT.tax} (${invoice.taxRate} %)`, money.format(invoice.tax)],
      [DOCUMENT_TEXT.total, money.format(invoice.total)],
    ] as [string, string][],
    notes: invoice.notes,
    thanks: DOCUMENT_TEXT.thanks,
    pendingSyncNote: invoice.pendingSync ? DOCUMENT_TEXT.pendingSync : null,
  };
}
export type InvoiceDocument = ReturnType<typeof invoiceDocument>;
