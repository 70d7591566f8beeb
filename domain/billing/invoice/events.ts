import type { DomainEvent } from '../../shared/decider';

// An invoice (`invoice-<uuid>`, spec 2.8). Money is integer centavos; the tax rate is basis points
// (19 % = 1900), copied into each invoice so its total never changes with the settings.

export const INVOICE_STATUSES = ['draft', 'pending', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Spec 2.8 badges. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Borrador',
  pending: 'Pendiente',
  paid: 'Pagada',
  cancelled: 'Cancelada',
};
/** Spec 3: an item's productId is a product's id or 'custom' ('Producto personalizado'). */
export const CUSTOM_PRODUCT = 'custom';

/** A line as kept: a draft may hold an incomplete one, whose quantity is 0 and total 0 (spec 5). */
export interface InvoiceLine {
  productId: string; // a product's uuid or CUSTOM_PRODUCT
  description: string;
  customDescription: boolean;
  quantity: number; // a whole number >= 1 on an issued invoice; 0 when a draft's line has none
  priceCents: number;
  totalCents: number; // quantity × price
}

/** What the create/edit modal decides; every edit replaces all of it (the totals are recomputed). */
export interface InvoiceContent {
  clientId: string;
  clientName: string; // copied: the document reads the same forever
  date: string; // yyyy-mm-dd
  dueDate: string | null;
  /** A manual number typed in the modal; blank means 'Automático' (assigned when issued). */
  requestedNumber: string | null;
  lines: InvoiceLine[];
  notes: string;
  subtotalCents: number;
  taxRateBasisPoints: number;
  taxCents: number; // subtotal × rate, rounded half up once per invoice
  totalCents: number;
}

export type InvoiceCreated = DomainEvent<
  'InvoiceCreated',
  InvoiceContent & {
    invoiceId: string;
    createdAt: string;
    /** When the invoice was saved in the browser while offline (it reached us at sync); else null. */
    offlineCreatedAt: string | null;
  }
>;
export type InvoiceUpdated = DomainEvent<'InvoiceUpdated', InvoiceContent & { updatedAt: string }>;
/** draft → pending; the number comes from the year's numbering stream. */
export type InvoiceIssued = DomainEvent<'InvoiceIssued', { number: string; issuedAt: string }>;
/** pending → paid */
export type InvoicePaid = DomainEvent<'InvoicePaid', { paidAt: string }>;
/** draft or pending → cancelled; an issued invoice keeps its number (no gap). */
export type InvoiceCancelled = DomainEvent<'InvoiceCancelled', { reason: string; cancelledAt: string }>;

export type InvoiceEvent = InvoiceCreated | InvoiceUpdated | InvoiceIssued | InvoicePaid | InvoiceCancelled;
export const INVOICE_EVENT_TYPES: InvoiceEvent['type'][] = [
  'InvoiceCreated',
  'InvoiceUpdated',
  'InvoiceIssued',
  'InvoicePaid',
  'InvoiceCancelled',
];

export const invoiceStream = (id: string) => `invoice-${id}`;
export const invoiceIdOfStream = (s: string) =>
  s.startsWith('invoice-') && !s.startsWith('invoice-numbers-') ? s.slice('invoice-'.length) : undefined;
