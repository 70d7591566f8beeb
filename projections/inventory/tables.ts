import { sql, type Kysely } from 'kysely';
import type { ProductStatus, StockStatus } from '../../domain/inventory';
import type { TableNames } from '../engine/projection';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';
import { countAll } from './rows';

/**
 * The catalogue as the inventory screen lists it, through the view `inventory_products`: one row
 * per product, amounts in centavos, stock summed over our locations (not partners' shelves).
 */
export const inventoryProducts = table(
  'inventory_products',
  {
    id: column.text(),
    sku: column.text(),
    name: column.text(),
    barcode: column.text().nullable(),
    description: column.text(),
    price_cents: column.bigint(),
    wholesale_price_cents: column.bigint().nullable(),
    current_stock: column.integer().default('0'),
    /** Units on partners' shelves (the consignment pseudo-location), apart from current_stock. */
    consigned_stock: column.integer().default('0'),
    min_stock_level: column.integer(),
    categories: column.textArray(),
    status: column.text<ProductStatus>(),
    images: column.textArray(),
    location: column.text(),
    /** Issue 44: days in the vase (null: not perishable), and whether every purchase must name its lot. */
    vase_life_days: column.integer().nullable(),
    requires_lots: column.boolean().default('false'),
    /** Spec 4's classes, from current_stock and min_stock_level. */
    stock_status: column.text<StockStatus>().generated(sql`
      case when current_stock <= 0 then 'out_of_stock'
           when current_stock <= min_stock_level then 'low_stock'
           else 'in_stock' end`),
    added_at: column.timestamptz(),
    updated_at: column.timestamptz(),
    // Lowered once on write, not on every read (lower() per row was most of a search's time); the
    // fields are joined by a control character no search text contains, so no match spans two.
    sort_name: column.text().generated(sql`lower(name)`),
    search_text: column.text().generated(sql`lower(name || E'\\x01' || sku || E'\\x01' || coalesce(barcode, ''))`),
    /** What the storefront searches: name, description and categories (migration 2026-11-25-01). */
    catalog_text: column
      .text()
      .generated(sql`lower(name || E'\\x01' || description || E'\\x01' || flora_joined_text(categories))`),
  },
  // Each batch rewrites the row of every product it touched: room for those updates on the same page.
  { primaryKey: ['id'], fillFactor: 30 },
);

/** Units per product and location of ours; a location once used stays, at 0 when emptied. */
export const inventoryStock = table(
  'inventory_stock',
  { product_id: column.text(), location_id: column.text(), quantity: column.integer() },
  { primaryKey: ['product_id', 'location_id'], fillFactor: 30 },
);

/**
 * How many products each filter of the list matches (issue 42), so its exact total is one row, not
 * a count over the catalogue: per category and stock status, '' standing for "any" in either (no
 * category or status is ''; a product listing '' as a category still counts once). Counted by
 * createIndexes, then kept by each batch (rows.ts).
 */
export const inventoryCounts = table(
  'inventory_counts',
  { category: column.text(), stock_status: column.text(), products: column.integer() },
  { primaryKey: ['category', 'stock_status'] },
);

export type InventoryDatabase = DatabaseOf<typeof inventoryProducts | typeof inventoryStock | typeof inventoryCounts>;
export type ProductRow = RowOf<typeof inventoryProducts>;

export const INVENTORY_TABLES = [inventoryProducts.name, inventoryStock.name, inventoryCounts.name] as const;
export type InventoryTableName = (typeof INVENTORY_TABLES)[number];
type Tables = TableNames<InventoryTableName>;

// The keys `apply` upserts on come with the tables (this projection has no bulk path, so a rebuild
// applies into them too); everything only readers need waits for createIndexes.
export async function createInventoryTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  await createTable(db, inventoryProducts, t.inventory_products);
  await createTable(db, inventoryStock, t.inventory_stock);
  await createTable(db, inventoryCounts, t.inventory_counts);
}

/**
 * One index per sort of the list on plain columns with the id as tiebreak, carrying the list's two
 * filters (stock status, categories): a page's ids and a filter's count come from an index-only
 * scan, never from the wide, sparse rows (fill factor 30), for any sort and filter (issue 42). The
 * scan lookups; the category filter for rare categories. Search is `search_text like '%…%'`,
 * served by a trigram index when pg_trgm is installed (the inventory migration installs it where
 * the database allows; without it the search scans the table).
 */
export async function createInventoryIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const products = sql.table(t.inventory_products);
  const index = (suffix: string) => sql.id(`${t.inventory_products}_${suffix}`);
  const create = (name: string, how: ReturnType<typeof sql>) =>
    sql`create index if not exists ${index(name)} on ${products} ${how}`.execute(db);
  const filters = sql`include (stock_status, categories)`;
  await create('sku', sql`(sku, id) ${filters}`);
  await create('name', sql`(sort_name, id) ${filters}`);
  await create('stock', sql`(current_stock, id) ${filters}`);
  await create('price', sql`(price_cents, id) ${filters}`);
  await create('sku_lower', sql`(lower(sku))`);
  await create('barcode', sql`(barcode) where barcode is not null`);
  // Out of stock and low are rare: the index finds them instead of walking a sort index past every other product.
  await create('stock_status', sql`(stock_status)`);
  await create('categories', sql`using gin (categories)`);
  const { rows } = await sql<{ ok: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`.execute(db);
  if (rows[0]?.ok) {
    await create('search', sql`using gin (search_text gin_trgm_ops)`);
    await create('catalog', sql`using gin (catalog_text gin_trgm_ops) where status = 'active'`);
  }
  const stockIndex = sql.id(`${t.inventory_stock}_location`);
  await sql`create index if not exists ${stockIndex} on ${sql.table(t.inventory_stock)} (location_id, product_id)`.execute(
    db,
  );
  // Like an index, only readers need the counts: a rebuild counts once, here, not batch after batch.
  await countAll(db, t);
}
