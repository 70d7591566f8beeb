import { sql, type Kysely } from 'kysely';
import type { TableNames } from '../engine/projection';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';

// Issue 44: what each product's stock is made of. Three tables, each written set-based per batch:
// the lots as they were received (details never change), the units of each lot at each place (the
// "sin lote" lot included: stock from before lots, read through the domain's upcast) and, per
// product, its name and SKU and the next sell-by, so the counter's search shows it with one join.

/** A lot as it was received (a purchase or an opening stock); its id is the receiving movement's. */
export const lots = table(
  'lots',
  {
    product_id: column.text(),
    lot_id: column.text(),
    code: column.text().nullable(),
    supplier: column.text().nullable(),
    cut_date: column.date().nullable(),
    received_on: column.date(),
    sell_by: column.date(),
    vase_life_days: column.integer(),
    unit_cost_cents: column.bigint().nullable(),
    /** The receiving event's place in the log: should a lot be received twice, the first stands. */
    ordinal: column.bigint(),
  },
  { primaryKey: ['product_id', 'lot_id'] },
);

/**
 * Units of a lot at a place (a location of ours, or consignación), 0 once emptied. `sell_by` is the
 * lot's, copied here so the expiring list is one index range; null for "sin lote". `last_ordinal` is
 * the last event that moved it: a batch applied twice adds its units once.
 */
export const lotStock = table(
  'lot_stock',
  {
    product_id: column.text(),
    lot_id: column.text(),
    location_id: column.text(),
    remaining: column.integer(),
    sell_by: column.date().nullable(),
    last_ordinal: column.bigint(),
  },
  // Every movement rewrites the rows of the lots it took: room for those updates on the same page.
  { primaryKey: ['product_id', 'lot_id', 'location_id'], fillFactor: 50 },
);

/** The product as the lots' lists name it, and the earliest sell-by of its lots with units at our places. */
export const lotProducts = table(
  'lot_products',
  {
    product_id: column.text(),
    sku: column.text(),
    name: column.text(),
    next_sell_by: column.date().nullable(),
    /** The last event that named or renamed it: a rebuild's parts are settled in this order. */
    last_ordinal: column.bigint(),
  },
  { primaryKey: ['product_id'], fillFactor: 70 },
);

export type LotsDatabase = DatabaseOf<typeof lots | typeof lotStock | typeof lotProducts>;
export type LotRow = RowOf<typeof lots>;
export type LotStockRow = RowOf<typeof lotStock>;

export const LOTS_TABLES = [lots.name, lotStock.name, lotProducts.name] as const;
export type LotsTableName = (typeof LOTS_TABLES)[number];
type Tables = TableNames<LotsTableName>;

// Bare tables: a rebuild COPYs each batch's parts into them and settles them (projection.ts); the
// keys every upsert conflicts on come with createIndexes, which every path that applies runs first.
export async function createLotsTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  await createTable(db, lots, t.lots, { withKey: false });
  await createTable(db, lotStock, t.lot_stock, { withKey: false });
  await createTable(db, lotProducts, t.lot_products, { withKey: false });
}

/** The keys; the expiring list walks lots with units by sell-by; the counter's search joins products by id. */
export async function createLotsIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  for (const declared of [lots, lotStock, lotProducts]) {
    const name = t[declared.name];
    const key = sql.join(declared.primaryKey!.map((k) => sql.id(k)));
    await sql`create unique index if not exists ${sql.id(`${name}_key`)} on ${sql.table(name)} (${key})`.execute(db);
  }
  const index = sql.id(`${t.lot_stock}_sell_by`);
  await sql`create index if not exists ${index} on ${sql.table(t.lot_stock)} (sell_by, product_id)
    where remaining > 0 and sell_by is not null`.execute(db);
}
