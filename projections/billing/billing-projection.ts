import type { Kysely } from 'kysely';
import { CLIENT_EVENT_TYPES, clientIdOfStream, INVOICE_EVENT_TYPES, invoiceIdOfStream } from '../../domain/billing';
import type { Changed, Projection, SequencedEvent, TableNames } from '../projection';
import { applyInvoiceEvent, clientStatement } from './invoice-statements';
import { createBillingIndexes, createBillingTables } from './schema';
import { BILLING_TABLES, type BillingTableName } from './tables';

// Clients and invoices in one read model, so the invoice's bill-to block (its client joined) reads
// both at one position. The numbering streams are not read: an invoice's number arrives with its
// InvoiceIssued. Every value comes from the events: a rebuild writes the same rows.

async function apply(
  trx: Kysely<any>,
  events: readonly SequencedEvent[],
  t: TableNames<BillingTableName>,
): Promise<Changed[]> {
  const changed = new Map<string, Changed>();
  for (const e of events) {
    const clientId = clientIdOfStream(e.streamId);
    const invoiceId = invoiceIdOfStream(e.streamId);
    if (clientId && e.type === 'ClientRegistered') {
      await clientStatement(t.billing_clients, clientId, e).execute(trx);
      changed.set(`client:${clientId}`, { entity: 'client', id: clientId });
    } else if (invoiceId && (INVOICE_EVENT_TYPES as string[]).includes(e.type)) {
      await applyInvoiceEvent(trx, t.billing_invoices, invoiceId, e);
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
