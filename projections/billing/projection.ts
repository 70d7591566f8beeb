import type { Kysely, Transaction } from 'kysely';
import { CLIENT_EVENT_TYPES, invoiceIdOfStream, INVOICE_EVENT_TYPES } from '../../domain/billing';
import { storableJsonText } from '../engine/column-values';
import { insertNewRows, jsonRecordset, pickColumns, updateByShape } from '../engine/json-recordset';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import { foldBilling } from './fold';
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
// in memory (billing-fold) and written by a few set-based statements, one JSON parameter each —
// not one statement per event.

type Db = Kysely<BillingDatabase>;
const clientColumns = ['id', 'name', 'email', 'phone', 'address', 'tax_id', 'created_at', 'position'] as const;

async function storedRevisions(db: Db, events: readonly SequencedEvent[]): Promise<Map<string, bigint>> {
  const ids = [...new Set(events.flatMap((e) => invoiceIdOfStream(e.streamId) ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('billing_invoices').select(['id', 'revision']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, BigInt(r.revision)]));
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<BillingTableName>,
): Promise<Changed[]> {
  const db = generationDb<BillingDatabase>(trx, t);
  const { clients, created, changed } = foldBilling(events, await storedRevisions(db, events));
  if (clients.size > 0) {
    await db
      .insertInto('billing_clients')
      .columns([...clientColumns])
      .expression((eb) =>
        eb
          .selectFrom(
            jsonRecordset(pickColumns(billingClients.columns, clientColumns), [...clients.values()], storableJsonText),
          )
          .select([...clientColumns]),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => Object.fromEntries(clientColumns.map((n) => [n, eb.ref(`excluded.${n}`)]))),
      )
      .execute();
  }
  await insertNewRows(db, 'billing_invoices', billingInvoices.columns, [...created.values()], {
    key: 'id',
    toJson: storableJsonText,
  });
  await updateByShape(db, 'billing_invoices', billingInvoices.columns, [...changed.values()], {
    key: 'id',
    newerOnly: 'revision',
    toJson: storableJsonText,
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
  rewritesRows: true,
};
