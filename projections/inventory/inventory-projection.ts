import { sql, type Kysely } from 'kysely';
import { PRODUCT_EVENT_TYPES } from '../../domain/inventory';
import { INT4, indexedList, indexedText, int4, int8, stringList, textOr } from '../column-values';
import type { Changed, Projection, SequencedEvent, TableNames } from '../projection';
import { productChanges, type ProductChanges } from './product-changes';
import { createInventoryIndexes, createInventoryTables } from './schema';
import { INVENTORY_TABLES, type InventoryTableName } from './tables';

// The catalogue with its stock: one row per product and one per product and location. A batch is
// folded per product first (product-changes), then written by at most six set-based statements,
// each unpacking one JSON parameter — so a rebuild of a million movements costs a few statements
// per batch, not one per event. Every value comes from the events (times included): a rebuild,
// whatever its batch boundaries, writes row for row what live batches wrote. Values go through
// column-values: a quantity past `integer` or a price past `bigint` (accepted before the command side
// bounded them) is held at the column's limit instead of stopping the projection.
//
// No bulk COPY path: a product's row is changed by events of many batches, and COPY only inserts.

type Tables = TableNames<InventoryTableName>;
type Rows = Record<string, unknown>[];

const json = (rows: Rows) => JSON.stringify(rows);

async function insertAdded(trx: Kysely<any>, t: Tables, rows: Rows) {
  await sql`
    insert into ${sql.table(t.inventory_products)} (id, sku, name, barcode, description, price_cents, wholesale_price_cents,
      min_stock_level, categories, status, images, location, added_at, updated_at)
    select id, sku, name, barcode, description, price_cents, wholesale_price_cents, min_stock_level, categories, status,
      images, location, added_at, added_at
    from json_to_recordset(${json(rows)}::json) as x(id text, sku text, name text, barcode text, description text,
      price_cents bigint, wholesale_price_cents bigint, min_stock_level integer, categories text[], status text,
      images text[], location text, added_at timestamptz)
    on conflict (id) do nothing`.execute(trx);
}

async function updateDetails(trx: Kysely<any>, t: Tables, rows: Rows) {
  await sql`
    update ${sql.table(t.inventory_products)} as p set name = x.name, barcode = x.barcode, description = x.description,
      min_stock_level = x.min_stock_level, categories = x.categories, images = x.images, location = x.location
    from json_to_recordset(${json(rows)}::json) as x(id text, name text, barcode text, description text,
      min_stock_level integer, categories text[], images text[], location text)
    where p.id = x.id`.execute(trx);
}

async function updatePrices(trx: Kysely<any>, t: Tables, rows: Rows) {
  await sql`
    update ${sql.table(t.inventory_products)} as p set price_cents = x.price_cents, wholesale_price_cents = x.wholesale_price_cents
    from json_to_recordset(${json(rows)}::json) as x(id text, price_cents bigint, wholesale_price_cents bigint)
    where p.id = x.id`.execute(trx);
}

async function updateStatuses(trx: Kysely<any>, t: Tables, rows: Rows) {
  await sql`
    update ${sql.table(t.inventory_products)} as p set status = x.status
    from json_to_recordset(${json(rows)}::json) as x(id text, status text)
    where p.id = x.id`.execute(trx);
}

async function upsertBalances(trx: Kysely<any>, t: Tables, rows: Rows) {
  await sql`
    insert into ${sql.table(t.inventory_stock)} (product_id, location_id, quantity)
    select product_id, location_id, quantity
    from json_to_recordset(${json(rows)}::json) as x(product_id text, location_id text, quantity integer)
    on conflict (product_id, location_id) do update set quantity = excluded.quantity`.execute(trx);
}

/**
 * Last: the time of the product's last event, its units on partners' shelves, and its units at our
 * locations summed from inventory_stock (not moved by deltas, so applying a batch twice is harmless).
 */
async function updateTotals(trx: Kysely<any>, t: Tables, rows: Rows) {
  await sql`
    update ${sql.table(t.inventory_products)} as p set updated_at = x.at,
      consigned_stock = coalesce(x.consigned, p.consigned_stock),
      current_stock = case when x.recount
        then (select least(greatest(coalesce(sum(s.quantity), 0), ${INT4.min}), ${INT4.max})
                from ${sql.table(t.inventory_stock)} s where s.product_id = p.id)
        else p.current_stock end
    from json_to_recordset(${json(rows)}::json) as x(id text, at timestamptz, consigned integer, recount boolean)
    where p.id = x.id`.execute(trx);
}

// Every value as its column takes it (see column-values); `name` and `sku` are indexed.
const detailColumns = (details: object) => {
  const d = details as Record<string, unknown>;
  return {
    name: indexedText(d.name) ?? '',
    barcode: indexedText(d.barcode),
    description: textOr(d.description),
    min_stock_level: int4(d.minStockLevel) ?? 0,
    categories: indexedList(d.categories),
    images: stringList(d.images),
    location: textOr(d.location),
  };
};
const addedRow = ({ id, added: a }: ProductChanges) => ({
  id,
  sku: indexedText(a!.sku) ?? '',
  ...detailColumns(a!),
  price_cents: int8(a!.priceCents) ?? 0,
  wholesale_price_cents: int8(a!.wholesalePriceCents),
  status: textOr(a!.status),
  added_at: a!.addedAt,
});
const detailsRow = ({ id, details }: ProductChanges) => ({ id, ...detailColumns(details!) });

const priceRow = ({ id, price }: ProductChanges) => ({
  id,
  price_cents: int8(price!.priceCents) ?? 0,
  wholesale_price_cents: int8(price!.wholesalePriceCents),
});
const balanceRows = ({ id, balances }: ProductChanges) =>
  [...balances].map(([location_id, quantity]) => ({ product_id: id, location_id, quantity }));

async function apply(trx: Kysely<any>, events: readonly SequencedEvent[], t: Tables): Promise<Changed[]> {
  const changes = productChanges(events);
  const some = async (rows: Rows, write: (trx: Kysely<any>, t: Tables, rows: Rows) => Promise<void>) => {
    if (rows.length > 0) await write(trx, t, rows);
  };
  // Order matters only here: a product added in this batch must exist before it is updated.
  await some(changes.filter((c) => c.added).map(addedRow), insertAdded);
  await some(changes.filter((c) => c.details).map(detailsRow), updateDetails);
  await some(changes.filter((c) => c.price).map(priceRow), updatePrices);
  await some(
    changes.filter((c) => c.status).map((c) => ({ id: c.id, status: textOr(c.status) })),
    updateStatuses,
  );
  await some(changes.flatMap(balanceRows), upsertBalances);
  await some(
    changes.map((c) => ({
      id: c.id,
      at: c.at,
      consigned: c.consigned ?? null,
      recount: c.balances.size > 0,
    })),
    updateTotals,
  );
  return changes.map((c) => ({ entity: 'product', id: c.id }));
}

export const inventoryProjection: Projection<InventoryTableName> = {
  name: 'inventory',
  version: 1,
  handles: PRODUCT_EVENT_TYPES,
  tables: INVENTORY_TABLES,
  createTables: createInventoryTables,
  createIndexes: createInventoryIndexes,
  apply,
  rewritesRows: true,
};
