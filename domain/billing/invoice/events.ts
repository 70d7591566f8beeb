import type { DomainEvent } from '../../shared/decider';

// Billing (spec 2.8): clients (`billing-client-<uuid>`), invoices (`invoice-<uuid>`) and one
// numbering stream per year (`invoice-numbers-<yyyy>`, plus `invoice-numbers-other` for manual
// numbers outside the F-{year}-{nnn} pattern). Money is integer centavos; the tax rate is basis
// points (19 % = 1900), copied into each invoice so its total never changes with the settings.

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

export interface ClientDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
  taxId: string; // NIT/RUT
}
export type ClientRegistered = DomainEvent<
  'ClientRegistered',
  ClientDetails & { clientId: string; registeredAt: string }
>;
export type ClientEvent = ClientRegistered;
export const CLIENT_EVENT_TYPES: ClientEvent['type'][] = ['ClientRegistered'];

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

/**
 * One number given to one invoice. The stream's events are the year's numbers in order, so two
 * invoices issued at once cannot both get nnn (the second append fails its expected revision and
 * retries), and no nnn is skipped: `sequence` is the automatic count, null for a manual number.
 */
export type InvoiceNumberAssigned = DomainEvent<
  'InvoiceNumberAssigned',
  { invoiceId: string; number: string; sequence: number | null; assignedAt: string }
>;
export type NumberingEvent = InvoiceNumberAssigned;
export const NUMBERING_EVENT_TYPES: NumberingEvent['type'][] = ['InvoiceNumberAssigned'];

export const clientStream = (id: string) => `billing-client-${id}`;
export const invoiceStream = (id: string) => `invoice-${id}`;
export const numberingStream = (key: string) => `invoice-numbers-${key}`;
export const clientIdOfStream = (s: string) =>
  s.startsWith('billing-client-') ? s.slice('billing-client-'.length) : undefined;
export const invoiceIdOfStream = (s: string) =>
  s.startsWith('invoice-') && !s.startsWith('invoice-numbers-') ? s.slice('invoice-'.length) : undefined;

/** Spec 5: F-{year}-{nnn}, nnn padded to 3 digits (a 1000th invoice gets 4). */
export const AUTOMATIC_NUMBER = /^F-(\d{4})-(\d{3,})$/i;
export const automaticNumber = (year: number, sequence: number) => `F-${year}-${String(sequence).padStart(3, '0')}`;
/** Which numbering stream holds a number: its year when it has the pattern, else 'other'. */
export const numberingKeyFor = (invoiceDate: string, manualNumber?: string | null): string => {
  if (!manualNumber) return invoiceDate.slice(0, 4);
  return AUTOMATIC_NUMBER.exec(manualNumber.trim())?.[1] ?? 'other';
};
/** Numbers compare without case or surrounding spaces: 'f-2026-001 ' is F-2026-001. */
export const sameNumber = (n: string) => n.trim().toUpperCase();
