import type { Page } from '../shared/responses';
import type { InvoiceStatus } from './invoice/events';

// What the read-api answers for billing, shared with the app. Amounts in pesos (2 decimals), dates
// yyyy-mm-dd, times ISO-8601. Field names are spec 3's (Invoice, Invoice item, Client).

export type { Page };
export const INVOICE_PAGE_SIZE = 10; // spec 9

/** GET /api/billing/clients?search — every client, by name (a shop has hundreds, not millions). */
export interface ClientView {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  taxId: string;
  createdAt: string;
}

export interface InvoiceItemView {
  productId: string; // a product's id or 'custom'
  description: string;
  customDescription: boolean;
  quantity: number;
  price: number;
  total: number;
}

/** GET /api/billing/invoices?search&status&dateRange&startDate&endDate&page — newest date first. */
export interface InvoiceListItem {
  id: string;
  /** null until issued ('N/A' in the table, 'BORRADOR' in the preview). */
  number: string | null;
  clientId: string;
  /** The name copied at save time; 'Cliente Desconocido' when there was none. */
  clientName: string;
  date: string;
  dueDate: string | null;
  total: number;
  status: InvoiceStatus;
  /** Always false from the server; the app sets it on invoices saved offline (spec 3). */
  pendingSync: boolean;
}

/** GET /api/billing/invoices/:id — what the preview and the PDF show. */
export interface InvoiceView extends InvoiceListItem {
  requestedNumber: string | null;
  /** The bill-to block: the client as known now (null if the client stream is unknown). */
  client: ClientView | null;
  items: InvoiceItemView[];
  subtotal: number;
  /** Percent, e.g. 19 */
  taxRate: number;
  tax: number;
  notes: string;
  createdAt: string;
  updatedAt: string;
  issuedAt: string | null;
  paidAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  offlineCreatedAt: string | null;
}

export const DATE_RANGES = ['all', 'today', 'week', 'month', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** GET /api/billing/products — the modal's product select (active products; spec 3 Billing product). */
export interface BillingProductView {
  id: string;
  name: string;
  price: number;
  description: string;
}
