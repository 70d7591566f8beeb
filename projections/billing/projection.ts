import type { Transaction } from 'kysely';
import { CLIENT_EVENT_TYPES, clientIdOfStream, INVOICE_EVENT_TYPES, invoiceIdOfStream } from '../../domain/billing';
import type { Changed, Projection, SequencedEvent, TableNames } from '../projection';
import { generationDb } from '../read-model-table';
import { applyInvoiceEvent, writeClient } from './invoice-statements';
import {
  BILLING_TABLES,
  createBillingIndexes,
  createBillingTables,
  type BillingDatabase,
  type BillingTableName,
} from './tables';

// Clients and invoices in one read model, so the invoice's bill-to block (its client joined) reads
// both at one position. The numbering streams are not read: an invoice's number arrives with its
// InvoiceIssued. Every value comes from the events: a rebuild writes the same rows.

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<BillingTableName>,
): Promise<Changed[]> {
  const db = generationDb<BillingDatabase>(trx, t);
  const changed = new Map<string, Changed>();
  for (const e of events) {
    const clientId = clientIdOfStream(e.streamId);
    const invoiceId = invoiceIdOfStream(e.streamId);
    if (clientId && e.type === 'ClientRegistered') {
      await writeClient(db, clientId, e);
      changed.set(`client:${clientId}`, { entity: 'client', id: clientId });
    } else if (invoiceId && (INVOICE_EVENT_TYPES as string[]).includes(e.type)) {
      await applyInvoiceEvent(db, invoiceId, e);
      changed.set(`invoice:${invoiceId}`, { entity: 'invoice', id: invoiceId });
    }
  }
  return [...changed.values()];
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
