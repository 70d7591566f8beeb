import { sql, type Kysely } from 'kysely';
import type { TableNames } from '../projection';
import type { BillingTableName } from './tables';

type Tables = TableNames<BillingTableName>;

// The keys `apply` upserts on come with the tables; what only readers need waits for createIndexes.
export async function createBillingTables(db: Kysely<any>, t: Tables): Promise<void> {
  await sql`
    create table ${sql.table(t.billing_clients)} (
      id text primary key,
      name text not null,
      email text not null,
      phone text not null,
      address text not null,
      tax_id text not null,
      created_at timestamptz not null,
      position text not null,
      sort_name text generated always as (lower(name)) stored
    )`.execute(db);
  await sql`
    create table ${sql.table(t.billing_invoices)} (
      id text primary key,
      number text,
      requested_number text,
      client_id text not null,
      client_name text not null,
      date date not null,
      due_date date,
      status text not null,
      items jsonb not null,
      subtotal_cents bigint not null,
      tax_rate_bp integer not null,
      tax_cents bigint not null,
      total_cents bigint not null,
      notes text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      issued_at timestamptz,
      paid_at timestamptz,
      cancelled_at timestamptz,
      cancel_reason text,
      offline_created_at timestamptz,
      revision bigint not null,
      position text not null,
      -- Joined by a control character no search text holds, so no match spans the two fields.
      search_text text generated always as (lower(client_name || E'\\x01' || coalesce(number, ''))) stored
    )`.execute(db);
}

/**
 * The list pages newest date first (then created_at, then id) with or without a status; the
 * search (client name or number, contains) is `search_text like '%…%'`, served by a trigram index
 * when pg_trgm is installed (as the inventory projection does; without it the search scans).
 */
export async function createBillingIndexes(db: Kysely<any>, t: Tables): Promise<void> {
  const clients = sql.table(t.billing_clients);
  const invoices = sql.table(t.billing_invoices);
  const index = (table: string, suffix: string) => sql.id(`${table}_${suffix}`);
  await sql`create index if not exists ${index(t.billing_clients, 'name')} on ${clients} (sort_name, id)`.execute(db);
  const newest = sql`date desc, created_at desc, id`;
  await sql`create index if not exists ${index(t.billing_invoices, 'newest')} on ${invoices} (${newest})`.execute(db);
  await sql`create index if not exists ${index(t.billing_invoices, 'status')} on ${invoices} (status, ${newest})`.execute(
    db,
  );
  const { rows } = await sql<{
    ok: boolean;
  }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`.execute(db);
  if (rows[0]?.ok) {
    await sql`create index if not exists ${index(t.billing_invoices, 'search')} on ${invoices} using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index if not exists ${index(t.billing_clients, 'search')} on ${clients} using gin (sort_name gin_trgm_ops)`.execute(
      db,
    );
  }
}
