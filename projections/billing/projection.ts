import { sql, type Kysely, type Transaction } from 'kysely';
import { CLIENT_EVENT_TYPES, invoiceIdOfStream, INVOICE_EVENT_TYPES } from '../../domain/billing';
import { pickColumns, writtenColumns } from '../engine/json-recordset';
import { unnestRows, updateByShape } from '../engine/page-rows';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import { foldBilling, type InvoiceColumns } from './fold';
import {
  BILLING_TABLES,
  billingClients,
  billingInvoices,
  createBillingIndexes,
  createBillingTables,
  type BillingDatabase,
  type BillingTableName,
} from './tables';

// Clients and invoices in one read model, so the invoice's bill-to block (its client joined) reads
// both at one position. The numbering streams are not read: an invoice's number arrives with its
// InvoiceIssued. Every value comes from the events: a rebuild writes the same rows. A batch is folded
// in memory (billing-fold) and written by a few set-based statements, one array per column each
// (unnest, page-rows) — not one statement per event.

type Db = Kysely<BillingDatabase>;
const clientColumns = ['id', 'name', 'email', 'phone', 'address', 'tax_id', 'created_at', 'position'] as const;

async function storedRevisions(db: Db, events: readonly SequencedEvent[]): Promise<Map<string, bigint>> {
  const ids = [...new Set(events.flatMap((e) => invoiceIdOfStream(e.streamId) ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('billing_invoices')
    .select(['id', 'revision'])
    .where('id', '=', sql<string>`any(${ids}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.id, BigInt(r.revision)]));
}

/**
 * Invoices new to the read model: a plain insert. The batch looked up every invoice it names (in its
 * transaction), so none of these is stored, and a creation of one that is changes nothing, as the
 * upsert's `do nothing` did; without its conflict check on every row.
 */
async function insertInvoices(db: Db, rows: readonly InvoiceColumns[]) {
  if (rows.length === 0) return;
  const names = writtenColumns(billingInvoices.columns);
  await db
    .insertInto('billing_invoices')
    .columns(names)
    .expression((eb) =>
      eb.selectFrom(unnestRows(pickColumns(billingInvoices.columns, names), rows as never)).select(names),
    )
    .execute();
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<BillingTableName>,
): Promise<Changed[]> {
  const db = generationDb<BillingDatabase>(trx, t);
  const stored = await storedRevisions(db, events);
  const { clients, created, changed } = foldBilling(events, stored);
  if (clients.size > 0) {
    await db
      .insertInto('billing_clients')
      .columns([...clientColumns])
      .expression((eb) =>
        eb
          .selectFrom(unnestRows(pickColumns(billingClients.columns, clientColumns), [...clients.values()]))
          .select([...clientColumns]),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => Object.fromEntries(clientColumns.map((n) => [n, eb.ref(`excluded.${n}`)]))),
      )
      .execute();
  }
  await insertInvoices(
    db,
    [...created.values()].filter((r) => !stored.has(r.id)),
  );
  await updateByShape(db, 'billing_invoices', billingInvoices.columns, [...changed.values()], {
    key: 'id',
    newerOnly: 'revision',
  });
  return [
    ...[...clients.keys()].map((id) => ({ entity: 'client', id })),
    ...[...new Set([...created.keys(), ...changed.keys()])].map((id) => ({ entity: 'invoice', id })),
  ];
}

export const billingProjection: Projection<BillingTableName> = {
  name: 'billing',
  version: 1,
  handles: [...CLIENT_EVENT_TYPES, ...INVOICE_EVENT_TYPES],
  tables: BILLING_TABLES,
  createTables: createBillingTables,
  createIndexes: createBillingIndexes,
  apply,
};
