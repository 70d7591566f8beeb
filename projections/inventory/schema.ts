import { sql, type Kysely } from 'kysely';
import type { TableNames } from '../projection';
import type { InventoryTableName } from './tables';

type Tables = TableNames<InventoryTableName>;

// The keys `apply` upserts on are declared with the tables (this projection has no bulk path, so a
// rebuild applies into them too); everything only readers need waits for createIndexes.
export async function createInventoryTables(db: Kysely<any>, t: Tables): Promise<void> {
  await sql`
    create table ${sql.table(t.inventory_products)} (
      id text primary key,
      sku text not null,
      name text not null,
      barcode text,
      description text not null,
      price_cents bigint not null,
      wholesale_price_cents bigint,
      current_stock integer not null default 0,
      consigned_stock integer not null default 0,
      min_stock_level integer not null,
      categories text[] not null,
      status text not null,
      images text[] not null,
      location text not null,
      stock_status text generated always as (
        case when current_stock <= 0 then 'out_of_stock'
             when current_stock <= min_stock_level then 'low_stock'
             else 'in_stock' end) stored,
      added_at timestamptz not null,
      updated_at timestamptz not null,
      -- Lowered once on write, not on every read (lower() per row was most of a search's time);
      -- the fields are joined by a control character no search text contains, so no match spans two.
      sort_name text generated always as (lower(name)) stored,
      search_text text generated always as (lower(name || E'\\x01' || sku || E'\\x01' || coalesce(barcode, ''))) stored
    )`.execute(db);
  await sql`
    create table ${sql.table(t.inventory_stock)} (
      product_id text not null,
      location_id text not null,
      quantity integer not null,
      primary key (product_id, location_id)
    )`.execute(db);
}

/**
 * One index per sort of the list on plain columns with the id as tiebreak, so a page's ids come
 * from an index-only scan however deep the page; the scan lookups; the category filter. Search is
 * `search_text like '%…%'`, served by a trigram index when pg_trgm is installed (the inventory
 * migration installs it where the database allows; without it the search scans the table).
 */
export async function createInventoryIndexes(db: Kysely<any>, t: Tables): Promise<void> {
  const products = sql.table(t.inventory_products);
  const index = (suffix: string) => sql.id(`${t.inventory_products}_${suffix}`);
  await sql`create index if not exists ${index('sku')} on ${products} (sku, id)`.execute(db);
  await sql`create index if not exists ${index('name')} on ${products} (sort_name, id)`.execute(db);
  await sql`create index if not exists ${index('stock')} on ${products} (current_stock, id)`.execute(db);
  await sql`create index if not exists ${index('price')} on ${products} (price_cents, id)`.execute(db);
  await sql`create index if not exists ${index('sku_lower')} on ${products} (lower(sku))`.execute(db);
  await sql`create index if not exists ${index('barcode')} on ${products} (barcode) where barcode is not null`.execute(
    db,
  );
  // Out of stock and low are rare: the index finds them instead of walking a sort index past every other product.
  await sql`create index if not exists ${index('stock_status')} on ${products} (stock_status)`.execute(db);
  await sql`create index if not exists ${index('categories')} on ${products} using gin (categories)`.execute(db);
  const { rows } = await sql<{
    ok: boolean;
  }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`.execute(db);
  if (rows[0]?.ok) {
    await sql`create index if not exists ${index('search')} on ${products} using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
  }
  const stockIndex = sql.id(`${t.inventory_stock}_location`);
  await sql`create index if not exists ${stockIndex} on ${sql.table(t.inventory_stock)} (location_id, product_id)`.execute(
    db,
  );
}
