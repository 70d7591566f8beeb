import type { Kysely, Updateable } from 'kysely';
import type { ClientEvent, InvoiceContent, InvoiceEvent } from '../../domain/billing';
import {
  date,
  indexedText,
  int4,
  int8,
  storableJsonText,
  text,
  textOr,
  timestamp,
  timestampOr,
} from '../column-values';
import type { SequencedEvent } from '../projection';
import type { BillingDatabase } from './tables';

type Invoices = BillingDatabase['billing_invoices'];

// One statement per billing event. Every event carries what it changes whole (the invoice's whole
// content, the new status and its time), so nothing here adds to what is stored; the stored
// revision keeps an event already applied (a replay) from writing an older state over a newer one.
// Times are the events' own: a rebuild writes the same rows. Values as the columns take them
// (column-values): a total past bigint or a year 0000 (accepted before the command side bounded
// them) is held at what the column takes instead of stopping the projection.

/** An event's time as a timestamptz column takes it, else its metadata's. */
const timeOf = (e: SequencedEvent, value: unknown) => timestampOr(value, e.metadata?.occurredAt);

type Db = Kysely<BillingDatabase>;

export async function writeClient(db: Db, id: string, e: SequencedEvent): Promise<void> {
  const { name, email, phone, address, taxId, registeredAt } = (e as unknown as ClientEvent).data;
  const values = {
    name: indexedText(name) ?? '',
    email: textOr(email),
    phone: textOr(phone),
    address: textOr(address),
    tax_id: textOr(taxId),
    created_at: timeOf(e, registeredAt),
    position: e.position,
  };
  await db
    .insertInto('billing_clients')
    .values({ id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** `at`: the event's time; its day stands in for an invoice date Postgres refuses. */
const contentColumns = (d: InvoiceContent, at: string) => ({
  requested_number: text(d.requestedNumber),
  client_id: textOr(d.clientId),
  client_name: indexedText(d.clientName) ?? '',
  date: date(d.date) ?? at.slice(0, 10),
  due_date: date(d.dueDate),
  items: storableJsonText(d.lines ?? []),
  subtotal_cents: int8(d.subtotalCents) ?? 0,
  tax_rate_bp: int4(d.taxRateBasisPoints) ?? 0,
  tax_cents: int8(d.taxCents) ?? 0,
  total_cents: int8(d.totalCents) ?? 0,
  notes: textOr(d.notes),
});

async function created(
  db: Db,
  id: string,
  e: SequencedEvent,
  event: Extract<InvoiceEvent, { type: 'InvoiceCreated' }>,
) {
  const at = timeOf(e, event.data.createdAt);
  // An invoice stream starts with its creation: a conflict can only be this same event again.
  await db
    .insertInto('billing_invoices')
    .values({
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
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The columns a later event sets, besides revision and position; `at` is the event's time. */
function changes(event: Exclude<InvoiceEvent, { type: 'InvoiceCreated' }>, at: string): Updateable<Invoices> {
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

/** Applies one invoice event; an event of an invoice never created stops the projection (data loss otherwise). */
export async function applyInvoiceEvent(db: Db, id: string, e: SequencedEvent): Promise<void> {
  const event = e as unknown as InvoiceEvent;
  if (event.type === 'InvoiceCreated') return created(db, id, e, event);
  const revision = e.revision.toString();
  const updated = await db
    .updateTable('billing_invoices')
    .set({ ...changes(event, timeOf(e, stated(event))), revision, position: e.position })
    .where('id', '=', id)
    .where('revision', '<', revision)
    .returning('id')
    .executeTakeFirst();
  if (updated) return;
  const known = await db.selectFrom('billing_invoices').select('id').where('id', '=', id).executeTakeFirst();
  if (!known) throw new Error(`${event.type} before InvoiceCreated in invoice ${id}`);
}
