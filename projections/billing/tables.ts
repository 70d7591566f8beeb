import type { ColumnType } from 'kysely';
import type { InvoiceLine, InvoiceStatus } from '../../domain/billing';

// The billing read model as the read-api sees it, through the views named below. Money in centavos
// (bigint: pg hands it over as a string), the tax rate in basis points, an invoice's lines as they
// were kept (centavos too). `date` and `due_date` are Postgres dates: readers select them as
// 'yyyy-mm-dd' text (pg would turn a date into a Date at local midnight).

/** One row per billing client, as registered. */
export interface BillingClientsTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  tax_id: string;
  created_at: ColumnType<Date, string, string>;
  position: string;
  /** Generated: lower(name), the list's sort key and what its search matches. */
  sort_name: ColumnType<string, never, never>;
}

/**
 * One row per invoice, its content as last saved and its life (issued, paid, cancelled). `revision`
 * and `position` are the last event applied: the first keeps a replayed event from going back in
 * time, the second tells a PDF which state of the store it shows.
 */
export interface BillingInvoicesTable {
  id: string;
  /** Given when issued; null for a draft. */
  number: string | null;
  requested_number: string | null;
  client_id: string;
  client_name: string;
  date: ColumnType<Date, string, string>;
  due_date: ColumnType<Date | null, string | null, string | null>;
  status: InvoiceStatus;
  items: ColumnType<InvoiceLine[], string, string>;
  subtotal_cents: ColumnType<string, number, number>;
  tax_rate_bp: number;
  tax_cents: ColumnType<string, number, number>;
  total_cents: ColumnType<string, number, number>;
  notes: string;
  created_at: ColumnType<Date, string, string>;
  updated_at: ColumnType<Date, string, string>;
  issued_at: ColumnType<Date | null, string | null, string | null>;
  paid_at: ColumnType<Date | null, string | null, string | null>;
  cancelled_at: ColumnType<Date | null, string | null, string | null>;
  cancel_reason: string | null;
  offline_created_at: ColumnType<Date | null, string | null, string | null>;
  revision: ColumnType<string, string, string>;
  position: string;
  /** Generated: client name and number lowered, joined by \x01, for the search box. */
  search_text: ColumnType<string, never, never>;
}

export interface BillingDatabase {
  billing_clients: BillingClientsTable;
  billing_invoices: BillingInvoicesTable;
}

export const BILLING_TABLES = ['billing_clients', 'billing_invoices'] as const;
export type BillingTableName = (typeof BILLING_TABLES)[number];
