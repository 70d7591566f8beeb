import { sql, type Kysely } from 'kysely';
import type { InvoiceLine, InvoiceStatus } from '../../domain/billing';
import type { TableNames } from '../engine/projection';
import { withoutJsonbStatistics } from '../engine/jsonb-columns';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';

// The billing read model, declared once: its CREATE TABLEs, its Kysely Database and its row types all
// come from here. Readers query the views named after each table. Money in centavos (bigint: pg hands
// it over as a string), the tax rate in basis points, an invoice's lines as they were kept (centavos
// too). `date` and `due_date` are Postgres dates: readers select them as 'yyyy-mm-dd' text (pg would
// turn a date into a Date at local midnight).

/** One row per billing client, as registered. */
export const billingClients = table(
  'billing_clients',
  {
    id: column.text(),
    name: column.text(),
    email: column.text(),
    phone: column.text(),
    address: column.text(),
    tax_id: column.text(),
    created_at: column.timestamptz(),
    position: column.text(),
    /** The list's sort key and what its search matches. */
    sort_name: column.text().generated(sql`lower(name)`),
  },
  { primaryKey: ['id'] },
);

/**
 * One row per invoice, its content as last saved and its life (issued, paid, cancelled). `revision`
 * and `position` are the last event applied: the first keeps a replayed event from going back in
 * time, the second tells a PDF which state of the store it shows.
 */
export const billingInvoices = table(
  'billing_invoices',
  {
    id: column.text(),
    /** Given when issued; null for a draft. */
    number: column.text().nullable(),
    requested_number: column.text().nullable(),
    client_id: column.text(),
    client_name: column.text(),
    date: column.date(),
    due_date: column.date().nullable(),
    status: column.text<InvoiceStatus>(),
    items: column.jsonb<InvoiceLine[]>(),
    subtotal_cents: column.bigint(),
    tax_rate_bp: column.integer(),
    tax_cents: column.bigint(),
    total_cents: column.bigint(),
    notes: column.text(),
    created_at: column.timestamptz(),
    updated_at: column.timestamptz(),
    issued_at: column.timestamptz().nullable(),
    paid_at: column.timestamptz().nullable(),
    cancelled_at: column.timestamptz().nullable(),
    cancel_reason: column.text().nullable(),
    offline_created_at: column.timestamptz().nullable(),
    revision: column.bigint(),
    position: column.text(),
    /** Joined by a control character no search text holds, so no match spans the two fields. */
    search_text: column.text().generated(sql`lower(client_name || E'\\x01' || coalesce(number, ''))`),
  },
  { primaryKey: ['id'] },
);

const DECLARATIONS = [billingClients, billingInvoices] as const;

export type BillingDatabase = DatabaseOf<(typeof DECLARATIONS)[number]>;
export type ClientRow = RowOf<typeof billingClients>;
export type InvoiceRow = RowOf<typeof billingInvoices>;

export const BILLING_TABLES = DECLARATIONS.map((d) => d.name);
export type BillingTableName = (typeof DECLARATIONS)[number]['name'];

type Tables = TableNames<BillingTableName>;

// The keys `apply` upserts on come with the tables; what only readers need waits for createIndexes. No
// planner statistics for the jsonb documents (withoutJsonbStatistics): no reader filters on them.
export async function createBillingTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  for (const declaration of DECLARATIONS) {
    await createTable(db, declaration, t[declaration.name]);
    await withoutJsonbStatistics(db, declaration, t[declaration.name]);
  }
}

/**
 * The list pages newest date first (then created_at, then id) with or without a status; the
 * search (client name or number, contains) is `search_text like '%…%'`, served by a trigram index
 * when pg_trgm is installed (as the inventory projection does; without it the search scans).
 */
export async function createBillingIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const index = (table: BillingTableName, suffix: string) =>
    db.schema.createIndex(`${t[table]}_${suffix}`).ifNotExists().on(t[table]);
  const newest = ['date desc', 'created_at desc', 'id'];
  await index('billing_clients', 'name').columns(['sort_name', 'id']).execute();
  await index('billing_invoices', 'newest').columns(newest).execute();
  await index('billing_invoices', 'status')
    .columns(['status', ...newest])
    .execute();
  const { rows } = await sql<{ ok: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`.execute(db);
  if (rows[0]?.ok) {
    const trigrams = (name: string) => sql`${sql.ref(name)} gin_trgm_ops`;
    await index('billing_invoices', 'search').using('gin').expression(trigrams('search_text')).execute();
    await index('billing_clients', 'search').using('gin').expression(trigrams('sort_name')).execute();
  }
}
