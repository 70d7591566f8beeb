import { sql, type Kysely } from 'kysely';
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

// One statement per billing event. Every event carries what it changes whole (the invoice's whole
// content, the new status and its time), so nothing here adds to what is stored; the stored
// revision keeps an event already applied (a replay) from writing an older state over a newer one.
// Times are the events' own: a rebuild writes the same rows. Values as the columns take them
// (column-values): a total past bigint or a year 0000 (accepted before the command side bounded
// them) is held at what the column takes instead of stopping the projection.

/** An event's time as a timestamptz column takes it, else its metadata's. */
const timeOf = (e: SequencedEvent, value: unknown) => timestampOr(value, e.metadata?.occurredAt);

export function clientStatement(table: string, id: string, e: SequencedEvent) {
  const { name, email, phone, address, taxId, registeredAt } = (e as unknown as ClientEvent).data;
  const [n, mail, tel, where, tax] = [
    indexedText(name) ?? '',
    textOr(email),
    textOr(phone),
    textOr(address),
    textOr(taxId),
  ];
  return sql`
    insert into ${sql.table(table)} (id, name, email, phone, address, tax_id, created_at, position)
    values (${id}, ${n}, ${mail}, ${tel}, ${where}, ${tax}, ${timeOf(e, registeredAt)}, ${e.position})
    on conflict (id) do update set name = excluded.name, email = excluded.email, phone = excluded.phone,
      address = excluded.address, tax_id = excluded.tax_id, created_at = excluded.created_at, position = excluded.position`;
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

function created(
  table: string,
  id: string,
  e: SequencedEvent,
  event: Extract<InvoiceEvent, { type: 'InvoiceCreated' }>,
) {
  const at = timeOf(e, event.data.createdAt);
  const c = contentColumns(event.data, at);
  // An invoice stream starts with its creation: a conflict can only be this same event again.
  return sql`
    insert into ${sql.table(table)} (id, number, requested_number, client_id, client_name, date, due_date, status, items,
      subtotal_cents, tax_rate_bp, tax_cents, total_cents, notes, created_at, updated_at, issued_at, paid_at, cancelled_at,
      cancel_reason, offline_created_at, revision, position)
    values (${id}, null, ${c.requested_number}, ${c.client_id}, ${c.client_name}, ${c.date}::date, ${c.due_date}::date, 'draft',
      ${c.items}::jsonb, ${c.subtotal_cents}, ${c.tax_rate_bp}, ${c.tax_cents}, ${c.total_cents}, ${c.notes}, ${at}, ${at},
      null, null, null, null, ${timestamp(event.data.offlineCreatedAt)}, ${e.revision.toString()}, ${e.position})
    on conflict (id) do nothing`;
}

/** The columns a later event sets, besides revision and position; `at` is the event's time. */
function changes(event: Exclude<InvoiceEvent, { type: 'InvoiceCreated' }>, at: string) {
  switch (event.type) {
    case 'InvoiceUpdated': {
      const c = contentColumns(event.data, at);
      return sql`requested_number = ${c.requested_number}, client_id = ${c.client_id}, client_name = ${c.client_name},
        date = ${c.date}::date, due_date = ${c.due_date}::date, items = ${c.items}::jsonb, subtotal_cents = ${c.subtotal_cents},
        tax_rate_bp = ${c.tax_rate_bp}, tax_cents = ${c.tax_cents}, total_cents = ${c.total_cents}, notes = ${c.notes},
        updated_at = ${at}`;
    }
    case 'InvoiceIssued':
      return sql`status = 'pending', number = ${text(event.data.number)}, issued_at = ${at}, updated_at = ${at}`;
    case 'InvoicePaid':
      return sql`status = 'paid', paid_at = ${at}, updated_at = ${at}`;
    case 'InvoiceCancelled':
      return sql`status = 'cancelled', cancelled_at = ${at}, cancel_reason = ${text(event.data.reason)}, updated_at = ${at}`;
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
export async function applyInvoiceEvent(trx: Kysely<any>, table: string, id: string, e: SequencedEvent): Promise<void> {
  const event = e as unknown as InvoiceEvent;
  if (event.type === 'InvoiceCreated') {
    await created(table, id, e, event).execute(trx);
    return;
  }
  const revision = e.revision.toString();
  const { rows } = await sql`
    update ${sql.table(table)} set ${changes(event, timeOf(e, stated(event)))}, revision = ${revision}, position = ${e.position}
    where id = ${id} and revision < ${revision} returning id`.execute(trx);
  if (rows.length > 0) return;
  const { rows: known } = await sql`select 1 from ${sql.table(table)} where id = ${id}`.execute(trx);
  if (known.length === 0) throw new Error(`${event.type} before InvoiceCreated in invoice ${id}`);
}
