import type { CommandMetadata } from '../shared/decider';
import { command, specFor, specMetadata } from '../shared/given-when-then';
import type { CreateInvoice, InvoiceLineInput, UpdateInvoice } from './invoice/commands';
import type {
  InvoiceCancelled,
  InvoiceCreated,
  InvoiceEvent,
  InvoiceIssued,
  InvoiceLine,
  InvoicePaid,
  InvoiceUpdated,
} from './invoice/events';
import { clientDecider, invoiceDecider, numberingDecider } from './index';

// A hotel on Brickell billed for roses and a custom card, shared by the billing specs (never by the app).

export const clientSpec = specFor(clientDecider);
export const invoiceSpec = specFor(invoiceDecider);
export const numberingSpec = specFor(numberingDecider);
export const NOW = specMetadata.now; // 2026-01-15T10:00:00.000Z
export const LATER = '2026-01-20T16:30:00.000Z';
export const later: Partial<CommandMetadata> = { now: LATER };

export const CLIENT_ID = '9c0e7d21-4b6a-4f3e-8a10-0000000c11e1';
export const INVOICE_ID = '2f6d8e90-1a3b-4c5d-9e7f-00000000f001';
export const OTHER_INVOICE_ID = '2f6d8e90-1a3b-4c5d-9e7f-00000000f002';
export const ROSE = '7a1c6a52-5d0e-4c1b-9a55-000000000001';

/** 3 bouquets at $25.50 = 7 650 centavos. */
export const roseRow: InvoiceLineInput = {
  productId: ROSE,
  description: 'Ramo de rosas rojas',
  customDescription: false,
  quantity: 3,
  price: 25.5,
};
/** A hand-written card at $10.05 = 1 005 centavos. */
export const cardRow: InvoiceLineInput = {
  productId: 'custom',
  description: 'Tarjeta dedicatoria',
  customDescription: true,
  quantity: 1,
  price: 10.05,
};
export const emptyRow: InvoiceLineInput = {
  productId: '',
  description: '',
  customDescription: false,
  quantity: null,
  price: null,
};

export const roseLine: InvoiceLine = {
  productId: ROSE,
  description: 'Ramo de rosas rojas',
  customDescription: false,
  quantity: 3,
  priceCents: 2550,
  totalCents: 7650,
};
export const cardLine: InvoiceLine = {
  productId: 'custom',
  description: 'Tarjeta dedicatoria',
  customDescription: true,
  quantity: 1,
  priceCents: 1005,
  totalCents: 1005,
};

type CreateData = CreateInvoice['data'];
const input = {
  clientId: CLIENT_ID,
  clientName: 'Hotel Brickell Bay',
  date: '2026-01-15',
  dueDate: '2026-02-14',
  requestedNumber: null,
  lines: [roseRow, cardRow],
  notes: '',
  taxRateBasisPoints: 1900,
  saveAsDraft: false,
  number: 'F-2026-001',
};

export const createInvoice = (over: Partial<CreateData> = {}, metadata: Partial<CommandMetadata> = {}) =>
  command(
    'CreateInvoice',
    { invoiceId: INVOICE_ID, offlineCreatedAt: null, ...input, ...over } as CreateData,
    metadata,
  );
export const createDraft = (over: Partial<CreateData> = {}) =>
  createInvoice({ saveAsDraft: true, number: null, ...over });
/** For what the types forbid but a script may still send. */
export const createUntyped = (over: Record<string, unknown>) => createInvoice(over as Partial<CreateData>);

export const updateInvoice = (over: Partial<UpdateInvoice['data']> = {}) =>
  command('UpdateInvoice', { ...input, number: null, ...over } as UpdateInvoice['data'], later);
export const issueInvoice = (number = 'F-2026-001') => command('IssueInvoice', { number }, later);
export const payInvoice = () => command('PayInvoice', {}, later);
export const cancelInvoice = (reason = '') => command('CancelInvoice', { reason }, later);

/** Subtotal 8 655, IVA 19 % = 1 644.45 → 1 644, total 10 299 (centavos). */
export const content = {
  clientId: CLIENT_ID,
  clientName: 'Hotel Brickell Bay',
  date: '2026-01-15',
  dueDate: '2026-02-14',
  requestedNumber: null,
  lines: [roseLine, cardLine],
  notes: '',
  subtotalCents: 8655,
  taxRateBasisPoints: 1900,
  taxCents: 1644,
  totalCents: 10299,
};

export const created = (over: Partial<InvoiceCreated['data']> = {}): InvoiceCreated => ({
  type: 'InvoiceCreated',
  data: { invoiceId: INVOICE_ID, ...content, createdAt: NOW, offlineCreatedAt: null, ...over },
});
export const updated = (over: Partial<InvoiceUpdated['data']> = {}): InvoiceUpdated => ({
  type: 'InvoiceUpdated',
  data: { ...content, updatedAt: LATER, ...over },
});
export const issued = (number = 'F-2026-001', issuedAt = NOW): InvoiceIssued => ({
  type: 'InvoiceIssued',
  data: { number, issuedAt },
});
export const paid = (paidAt = LATER): InvoicePaid => ({ type: 'InvoicePaid', data: { paidAt } });
export const cancelled = (reason = '', cancelledAt = LATER): InvoiceCancelled => ({
  type: 'InvoiceCancelled',
  data: { reason, cancelledAt },
});

/** Histories of an invoice in each status. */
export const histories: Record<'draft' | 'pending' | 'paid' | 'cancelled', InvoiceEvent[]> = {
  draft: [created()],
  pending: [created(), issued()],
  paid: [created(), issued(), paid()],
  cancelled: [created(), issued(), cancelled()],
};
