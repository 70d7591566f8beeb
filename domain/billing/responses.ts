import { z } from 'zod';
import { ActorView, Instant, pageAnswer, type Page } from '../shared/responses';
import { DATE_FORMATS } from '../settings/shop/events';
import { INVOICE_STATUSES } from './invoice/events';

// What the read-api answers for billing, shared with the app: each answer a zod schema (the route
// serialises with it, the OpenAPI documents publish it) and its type inferred under the same name.
// Amounts in pesos (2 decimals), dates yyyy-mm-dd, times ISO-8601. Field names are spec 3's
// (Invoice, Invoice item, Client).

export type { Page };
export const INVOICE_PAGE_SIZE = 10; // spec 9

const Day = z.string();

/** GET /api/billing/clients?search — every client, by name (a shop has hundreds, not millions). */
export const ClientView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  taxId: z.string(),
  createdAt: Instant,
});
export type ClientView = z.infer<typeof ClientView>;

export const InvoiceItemView = z.object({
  productId: z.string(), // a product's id or 'custom'
  description: z.string(),
  customDescription: z.boolean(),
  quantity: z.number(),
  price: z.number(),
  total: z.number(),
});
export type InvoiceItemView = z.infer<typeof InvoiceItemView>;

/** GET /api/billing/invoices?search&status&dateRange&startDate&endDate&page — newest date first. */
export const InvoiceListItem = z.object({
  id: z.string(),
  /** null until issued ('N/A' in the table, 'BORRADOR' in the preview). */
  number: z.string().nullable(),
  clientId: z.string(),
  /** The name copied at save time; 'Cliente Desconocido' when there was none. */
  clientName: z.string(),
  date: Day,
  dueDate: Day.nullable(),
  total: z.number(),
  status: z.enum(INVOICE_STATUSES),
  /** Always false from the server; the app sets it on invoices saved offline (spec 3). */
  pendingSync: z.boolean(),
});
export type InvoiceListItem = z.infer<typeof InvoiceListItem>;

/** One page of the invoice table. */
export const InvoicePage = pageAnswer(InvoiceListItem);

/** GET /api/billing/invoices/:id — what the preview and the PDF show. */
export const InvoiceView = InvoiceListItem.extend({
  requestedNumber: z.string().nullable(),
  /** The bill-to block: the client as known now (null if the client stream is unknown). */
  client: ClientView.nullable(),
  items: z.array(InvoiceItemView),
  subtotal: z.number(),
  /** Percent, e.g. 19 */
  taxRate: z.number(),
  tax: z.number(),
  notes: z.string(),
  createdAt: Instant,
  updatedAt: Instant,
  issuedAt: Instant.nullable(),
  paidAt: Instant.nullable(),
  cancelledAt: Instant.nullable(),
  cancelReason: z.string().nullable(),
  offlineCreatedAt: Instant.nullable(),
});
export type InvoiceView = z.infer<typeof InvoiceView>;

/** GET /api/billing/invoices/:id/history — every event of the invoice, oldest first, with who did it. */
export const InvoiceHistoryEntry = z.object({
  revision: z.number().int(),
  type: z.string(),
  occurredAt: Instant,
  actor: ActorView,
  /** The event's data as recorded (credentials redacted). */
  data: z.record(z.string(), z.unknown()),
});
export type InvoiceHistoryEntry = z.infer<typeof InvoiceHistoryEntry>;

export const DATE_RANGES = ['all', 'today', 'week', 'month', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** GET /api/billing/products — the modal's product select (active products; spec 3 Billing product). */
export const BillingProductView = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  description: z.string(),
});
export type BillingProductView = z.infer<typeof BillingProductView>;

/** GET /api/billing/settings — IVA and how the billing area formats amounts and dates. */
export const BillingSettings = z.object({
  /** Percent, e.g. 19 */
  taxRate: z.number(),
  // Issue 43: the shop's one money (PUT /api/settings/money); the date format is billing's own.
  currency: z.string(), // ISO 4217, e.g. 'USD'
  locale: z.string(), // BCP 47, e.g. 'en-US'
  decimals: z.number().int(),
  dateFormat: z.enum(DATE_FORMATS),
});
export type BillingSettings = z.infer<typeof BillingSettings>;
