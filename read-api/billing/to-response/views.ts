import type { Kysely } from 'kysely';
import { DOCUMENT_TEXT } from '../../../domain/billing';
import type { InvoiceLine } from '../../../domain/billing';
import type { ClientView, InvoiceItemView, InvoiceListItem, InvoiceView } from '../../../domain/billing';
import { toPesos } from '../../../domain/shared';
import type { ClientRow, InvoiceRow } from '../../../projections/billing';
import type { ReadModels } from '../../../projections/read-models';

// Rows of the billing read model as the answers of domain/billing/responses.ts: centavos become pesos
// and basis points become percents here and nowhere else.

export type BillingReadDb = Kysely<ReadModels>;

const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

export function toClientView(r: ClientRow): ClientView {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    taxId: r.tax_id,
    createdAt: r.created_at.toISOString(),
  };
}

/** An invoice row with its dates as 'yyyy-mm-dd' text (`day`, `due_day`), as the queries select it. */
export type InvoiceWithDaysRow = InvoiceRow & { day: string; due_day: string | null };

export function toListItem(r: InvoiceWithDaysRow): InvoiceListItem {
  return {
    id: r.id,
    number: r.number,
    clientId: r.client_id,
    clientName: r.client_name || DOCUMENT_TEXT.unknownClient,
    date: r.day,
    dueDate: r.due_day,
    total: toPesos(r.total_cents),
    status: r.status,
    pendingSync: false, // only the app's offline copies are pending
  };
}

const toItemView = (l: InvoiceLine): InvoiceItemView => ({
  productId: l.productId,
  description: l.description,
  customDescription: l.customDescription,
  quantity: l.quantity,
  price: toPesos(l.priceCents),
  total: toPesos(l.totalCents),
});

export function toInvoiceView(r: InvoiceWithDaysRow, client: ClientRow | undefined): InvoiceView {
  return {
    ...toListItem(r),
    requestedNumber: r.requested_number,
    client: client ? toClientView(client) : null,
    items: r.items.map(toItemView),
    subtotal: toPesos(r.subtotal_cents),
    taxRate: r.tax_rate_bp / 100,
    tax: toPesos(r.tax_cents),
    notes: r.notes,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    issuedAt: isoOrNull(r.issued_at),
    paidAt: isoOrNull(r.paid_at),
    cancelledAt: isoOrNull(r.cancelled_at),
    cancelReason: r.cancel_reason,
    offlineCreatedAt: isoOrNull(r.offline_created_at),
  };
}
