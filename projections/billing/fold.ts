import { clientIdOfStream, invoiceIdOfStream } from '../../domain/billing';
import type { ClientEvent, InvoiceContent, InvoiceEvent } from '../../domain/billing';
import { date, indexedText, int4, int8, text, textOr, timestamp, timestampOr } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import type { BillingDatabase } from './tables';

type Invoices = BillingDatabase['billing_invoices'];

// A batch of billing events folded in memory into rows to write. Every event carries what it changes
// whole (the invoice's whole content, the new status and its time), so an invoice's later events
// merge into one set of columns; the stored revision keeps an event already applied (a replay) from
// writing an older state over a newer one. Times are the events' own: a rebuild writes the same rows.
// Values as the columns take them (column-values): a total past bigint or a year 0000 (accepted
// before the command side bounded them) is held at what the column takes instead of stopping the
// projection. `items` stays the events' JSON: the writer cleans the batch's JSON once.

/** An event's time as a timestamptz column takes it, else its metadata's. */
const timeOf = (e: SequencedEvent, value: unknown) => timestampOr(value, e.metadata?.occurredAt);

export type ClientColumns = ReturnType<typeof clientRow>;
/** An invoice's columns to write: every column for a new invoice (createdRow), the changed ones otherwise. */
export type InvoiceColumns = Partial<Record<keyof Invoices & string, unknown>> & {
  id: string;
  revision: string;
  position: string;
};

function clientRow(id: string, e: SequencedEvent) {
  const { name, email, phone, address, taxId, registeredAt } = (e as unknown as ClientEvent).data;
  return {
    id,
    name: indexedText(name) ?? '',
    email: textOr(email),
    phone: textOr(phone),
    address: textOr(address),
    tax_id: textOr(taxId),
    created_at: timeOf(e, registeredAt),
    position: e.position,
  };
}

/** `at`: the event's time; its day stands in for an invoice date Postgres refuses. */
const contentColumns = (d: InvoiceContent, at: string) => ({
  requested_number: text(d.requestedNumber),
  client_id: textOr(d.clientId),
  client_name: indexedText(d.clientName) ?? '',
  date: date(d.date) ?? at.slice(0, 10),
  due_date: date(d.dueDate),
  items: d.lines ?? [],
  subtotal_cents: int8(d.subtotalCents) ?? 0,
  tax_rate_bp: int4(d.taxRateBasisPoints) ?? 0,
  tax_cents: int8(d.taxCents) ?? 0,
  total_cents: int8(d.totalCents) ?? 0,
  notes: textOr(d.notes),
});

function createdRow(id: string, e: SequencedEvent, event: Extract<InvoiceEvent, { type: 'InvoiceCreated' }>) {
  const at = timeOf(e, event.data.createdAt);
  return {
    id,
    number: null,
    ...contentColumns(event.data, at),
    status: 'draft',
    created_at: at,
    updated_at: at,
    issued_at: null,
    paid_at: null,
    cancelled_at: null,
    cancel_reason: null,
    offline_created_at: timestamp(event.data.offlineCreatedAt),
    revision: e.revision.toString(),
    position: e.position,
  };
}

/** The columns a later event sets, besides revision and position; `at` is the event's time. */
function changes(
  event: Exclude<InvoiceEvent, { type: 'InvoiceCreated' }>,
  at: string,
): Partial<Record<keyof Invoices, unknown>> {
  switch (event.type) {
    case 'InvoiceUpdated':
      return { ...contentColumns(event.data, at), updated_at: at };
    case 'InvoiceIssued':
      return { status: 'pending', number: text(event.data.number), issued_at: at, updated_at: at };
    case 'InvoicePaid':
      return { status: 'paid', paid_at: at, updated_at: at };
    case 'InvoiceCancelled':
      return { status: 'cancelled', cancelled_at: at, cancel_reason: text(event.data.reason), updated_at: at };
  }
}

/** The time a later event states (each names it after what happened). */
function stated(event: Exclude<InvoiceEvent, { type: 'InvoiceCreated' }>): unknown {
  switch (event.type) {
    case 'InvoiceUpdated':
      return event.data.updatedAt;
    case 'InvoiceIssued':
      return event.data.issuedAt;
    case 'InvoicePaid':
      return event.data.paidAt;
    case 'InvoiceCancelled':
      return event.data.cancelledAt;
  }
}

/** What a batch writes: clients to upsert, invoices new to the read model, and changes to stored ones. */
export interface BillingWrites {
  clients: Map<string, ClientColumns>;
  created: Map<string, InvoiceColumns>;
  changed: Map<string, InvoiceColumns>;
}

/**
 * Folds a batch. `stored` holds the revision of every invoice the batch names that the read model
 * already has. An event of an invoice never created is an error: it stops the projection (data loss otherwise).
 */
export function foldBilling(events: readonly SequencedEvent[], stored: ReadonlyMap<string, bigint>): BillingWrites {
  const writes: BillingWrites = { clients: new Map(), created: new Map(), changed: new Map() };
  const revisions = new Map(stored);
  for (const e of events) {
    const clientId = clientIdOfStream(e.streamId);
    if (clientId && e.type === 'ClientRegistered') writes.clients.set(clientId, clientRow(clientId, e));
    const id = invoiceIdOfStream(e.streamId);
    if (!id) continue;
    const event = e as unknown as InvoiceEvent;
    const known = revisions.get(id);
    if (known !== undefined && e.revision <= known) continue; // applied before: a replay
    if (event.type === 'InvoiceCreated') {
      writes.created.set(id, createdRow(id, e, event));
    } else {
      if (known === undefined) throw new Error(`${event.type} before InvoiceCreated in invoice ${id}`);
      const into = writes.created.has(id) ? writes.created : writes.changed;
      const at = timeOf(e, stated(event));
      const revision = e.revision.toString();
      into.set(id, { ...into.get(id), ...changes(event, at), id, revision, position: e.position });
    }
    revisions.set(id, e.revision);
  }
  return writes;
}
