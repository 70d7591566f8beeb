import { sql, type Kysely } from 'kysely';
import type { ClientEvent, InvoiceContent, InvoiceEvent } from '../../domain/billing/events';
import type { SequencedEvent } from '../projection';

// One statement per billing event. Every event carries what it changes whole (the invoice's whole
// content, the new status and its time), so nothing here adds to what is stored; the stored
// revision keeps an event already applied (a replay) from writing an older state over a newer one.
// Times are the events' own: a rebuild writes the same rows.

export function clientStatement(table: string, id: string, e: SequencedEvent) {
  const { name, email, phone, address, taxId, registeredAt } = (e as unknown as ClientEvent).data;
  return sql`
    insert into ${sql.table(table)} (id, name, email, phone, address, tax_id, created_at, position)
    values (${id}, ${name}, ${email}, ${phone}, ${address}, ${taxId}, ${registeredAt}, ${e.position})
    on conflict (id) do update set name = excluded.name, email = excluded.email, phone = excluded.phone,
      address = excluded.address, tax_id = excluded.tax_id, created_at = excluded.created_at, position = excluded.position`;
}

const contentColumns = (d: InvoiceContent) => ({
  requested_number: d.requestedNumber,
  client_id: d.clientId,
  client_name: d.clientName,
  date: d.date,
  due_date: d.dueDate,
  items: JSON.stringify(d.lines),
  subtotal_cents: d.subtotalCents,
  tax_rate_bp: d.taxRateBasisPoints,
  tax_cents: d.taxCents,
  total_cents: d.totalCents,
  notes: d.notes,
});

function created(table: string, id: string, e: SequencedEvent, event: Extract<InvoiceEvent, { type: 'InvoiceCreated' }>) {
  const c = contentColumns(event.data);
  const at = event.data.createdAt;
  // An invoice stream starts with its creation: a conflict can only be this same event again.
  return sql`
    insert into ${sql.table(table)} (id, number, requested_number, client_id, client_name, date, due_date, status, items,
      subtotal_cents, tax_rate_bp, tax_cents, total_cents, notes, created_at, updated_at, issued_at, paid_at, cancelled_at,
      cancel_reason, offline_created_at, revision, position)
    values (${id}, null, ${c.requested_number}, ${c.client_id}, ${c.client_name}, ${c.date}::date, ${c.due_date}::date, 'draft',
      ${c.items}::jsonb, ${c.subtotal_cents}, ${c.tax_rate_bp}, ${c.tax_cents}, ${c.total_cents}, ${c.notes}, ${at}, ${at},
      null, null, null, null, ${event.data.offlineCreatedAt}, ${e.revision.toString()}, ${e.position})
    on conflict (id) do nothing`;
}

/** The columns a later event sets, besides revision and position. */
function changes(event: Exclude<InvoiceEvent, { type: 'InvoiceCreated' }>) {
  switch (event.type) {
    case 'InvoiceUpdated': {
      const c = contentColumns(event.data);
      return sql`requested_number = ${c.requested_number}, client_id = ${c.client_id}, client_name = ${c.client_name},
        date = ${c.date}::date, due_date = ${c.due_date}::date, items = ${c.items}::jsonb, subtotal_cents = ${c.subtotal_cents},
        tax_rate_bp = ${c.tax_rate_bp}, tax_cents = ${c.tax_cents}, total_cents = ${c.total_cents}, notes = ${c.notes},
        updated_at = ${event.data.updatedAt}`;
    }
    case 'InvoiceIssued':
      return sql`status = 'pending', number = ${event.data.number}, issued_at = ${event.data.issuedAt}, updated_at = ${event.data.issuedAt}`;
    case 'InvoicePaid':
      return sql`status = 'paid', paid_at = ${event.data.paidAt}, updated_at = ${event.data.paidAt}`;
    case 'InvoiceCancelled':
      return sql`status = 'cancelled', cancelled_at = ${event.data.cancelledAt}, cancel_reason = ${event.data.reason},
        updated_at = ${event.data.cancelledAt}`;
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
    update ${sql.table(table)} set ${changes(event)}, revision = ${revision}, position = ${e.position}
    where id = ${id} and revision < ${revision} returning id`.execute(trx);
  if (rows.length > 0) return;
  const { rows: known } = await sql`select 1 from ${sql.table(table)} where id = ${id}`.execute(trx);
  if (known.length === 0) throw new Error(`${event.type} before InvoiceCreated in invoice ${id}`);
}
