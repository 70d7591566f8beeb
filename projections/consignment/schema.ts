import { sql, type Kysely } from 'kysely';
import type { TableNames } from '../projection';
import type { ConsignmentTableName } from './tables';

type Tables = TableNames<ConsignmentTableName>;

// The keys `apply` upserts on come with the tables (no bulk path: rows change across batches);
// what only readers need waits for createIndexes.
export async function createConsignmentTables(db: Kysely<any>, t: Tables): Promise<void> {
  await sql`
    create table ${sql.table(t.consignment_partners)} (
      id text primary key,
      business_name text not null,
      trade_name text not null,
      type text not null,
      tax_id text not null,
      default_commission_tenths integer not null,
      status text not null,
      primary_address jsonb not null,
      main_contact jsonb not null,
      notes text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      sort_name text generated always as (lower(business_name)) stored,
      -- Joined by a control character no search text holds, so no match spans two fields.
      search_text text generated always as (lower(business_name || E'\\x01' || trade_name || E'\\x01' || tax_id)) stored
    )`.execute(db);
  await sql`
    create table ${sql.table(t.consignment_agreements)} (
      id text primary key,
      code text not null,
      partner_id text not null,
      partner_name text not null,
      start_date text not null,
      end_date text not null,
      status text not null,
      notes text not null,
      created_at timestamptz not null,
      settled_at timestamptz,
      cancelled_at timestamptz,
      total_value_cents bigint not null,
      sold_cents bigint not null,
      commission_cents bigint not null,
      net_cents bigint not null,
      created_ordinal bigint not null,
      first_revision bigint not null,
      first_position text not null,
      first_at timestamptz not null,
      last_revision bigint not null,
      last_position text not null,
      last_at timestamptz not null,
      search_text text not null
    )`.execute(db);
  await sql`
    create table ${sql.table(t.consignment_agreement_items)} (
      agreement_id text not null,
      product_id text not null,
      line_no integer not null,
      product_name text not null,
      sku text not null,
      quantity integer not null,
      sold_quantity integer not null,
      returned_quantity integer not null,
      unit_price_cents bigint not null,
      commission_tenths integer not null,
      location_id text not null,
      gross_cents bigint not null,
      commission_cents bigint not null,
      net_cents bigint not null,
      primary key (agreement_id, product_id)
    )`.execute(db);
}

/** The partners list sorts by name; agreements page newest first, by status or partner. */
export async function createConsignmentIndexes(db: Kysely<any>, t: Tables): Promise<void> {
  const partners = sql.table(t.consignment_partners);
  const agreements = sql.table(t.consignment_agreements);
  const index = (table: string, suffix: string) => sql.id(`${table}_${suffix}`);
  await sql`create index if not exists ${index(t.consignment_partners, 'name')} on ${partners} (sort_name, id)`.execute(
    db,
  );
  const newest = sql`created_at desc, created_ordinal desc`;
  await sql`create index if not exists ${index(t.consignment_agreements, 'newest')} on ${agreements} (${newest})`.execute(
    db,
  );
  await sql`create index if not exists ${index(t.consignment_agreements, 'status')} on ${agreements} (status, ${newest})`.execute(
    db,
  );
  await sql`create index if not exists ${index(t.consignment_agreements, 'partner')} on ${agreements} (partner_id, ${newest})`.execute(
    db,
  );
  const items = sql.table(t.consignment_agreement_items);
  await sql`create index if not exists ${index(t.consignment_agreement_items, 'product')} on ${items} (product_id)`.execute(
    db,
  );
}
