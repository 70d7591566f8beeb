import { sql, type Kysely, type Transaction } from 'kysely';
import { PRODUCT_EVENT_TYPES } from '../../domain/inventory';
import { INT4, indexedList, indexedText, int4, int8, stringList, textOr } from '../engine/column-values';
import { jsonRecordset, pickColumns } from '../engine/json-recordset';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { column, generationDb } from '../engine/read-model-table';
import { moveCounts } from './rows';
import { productChanges, type ProductChanges } from './fold';
import {
  createInventoryIndexes,
  createInventoryTables,
  INVENTORY_TABLES,
  inventoryProducts,
  inventoryStock,
  type InventoryDatabase,
  type InventoryTableName,
} from './tables';

// The catalogue with its stock: one row per product and one per product and location. A batch is
// folded per product first (product-changes), then written by at most six set-based statements,
// each unpacking one JSON parameter, and two that keep inventory_counts (rows.ts) — so a rebuild
// of a million movements costs a few statements per batch, not one per event. Every value comes from the events (times included): a rebuild,
// whatever its batch boundaries, writes row for row what live batches wrote. Values go through
// column-values: a quantity past `integer` or a price past `bigint` (accepted before the command side
// bounded them) is held at the column's limit instead of stopping the projection.
//
// No bulk COPY path: a product's row is changed by events of many batches, and COPY only inserts.

type Db = Kysely<InventoryDatabase>;
const { columns } = inventoryProducts;

// Each statement unpacks its rows from one JSON parameter (json-recordset), typed by the declaration.
const ADDED = [
  'id',
  'sku',
  'name',
  'barcode',
  'description',
  'price_cents',
  'wholesale_price_cents',
  'min_stock_level',
  'categories',
  'status',
  'images',
  'location',
  'vase_life_days',
  'requires_lots',
  'added_at',
] as const;
const DETAILS = [
  'id',
  'name',
  'barcode',
  'description',
  'min_stock_level',
  'categories',
  'images',
  'location',
  'vase_life_days',
  'requires_lots',
] as const;
const PRICES = ['id', 'price_cents', 'wholesale_price_cents'] as const;
const STATUSES = ['id', 'status'] as const;
/** What a batch did to a product's totals: when, its units on partners' shelves, whether to recount. */
const TOTALS = {
  id: columns.id,
  at: column.timestamptz(),
  consigned: column.integer().nullable(),
  recount: column.boolean(),
};

type RowsOf<K extends string> = { [C in K]: unknown }[];

async function insertAdded(db: Db, rows: RowsOf<(typeof ADDED)[number]>) {
  await db
    .insertInto('inventory_products')
    .columns([...ADDED, 'updated_at'])
    .expression((eb) =>
      eb.selectFrom(jsonRecordset(pickColumns(columns, ADDED), rows)).select([...ADDED, 'added_at as updated_at']),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

async function updateDetails(db: Db, rows: RowsOf<(typeof DETAILS)[number]>) {
  await db
    .updateTable('inventory_products as p')
    .from(jsonRecordset(pickColumns(columns, DETAILS), rows))
    .set((eb) => ({
      name: eb.ref('x.name'),
      barcode: eb.ref('x.barcode'),
      description: eb.ref('x.description'),
      min_stock_level: eb.ref('x.min_stock_level'),
      categories: eb.ref('x.categories'),
      images: eb.ref('x.images'),
      location: eb.ref('x.location'),
      vase_life_days: eb.ref('x.vase_life_days'),
      requires_lots: eb.ref('x.requires_lots'),
    }))
    .whereRef('p.id', '=', 'x.id')
    .execute();
}

async function updatePrices(db: Db, rows: RowsOf<(typeof PRICES)[number]>) {
  await db
    .updateTable('inventory_products as p')
    .from(jsonRecordset(pickColumns(columns, PRICES), rows))
    .set((eb) => ({ price_cents: eb.ref('x.price_cents'), wholesale_price_cents: eb.ref('x.wholesale_price_cents') }))
    .whereRef('p.id', '=', 'x.id')
    .execute();
}

async function updateStatuses(db: Db, rows: RowsOf<(typeof STATUSES)[number]>) {
  await db
    .updateTable('inventory_products as p')
    .from(jsonRecordset(pickColumns(columns, STATUSES), rows))
    .set((eb) => ({ status: eb.ref('x.status') }))
    .whereRef('p.id', '=', 'x.id')
    .execute();
}

async function upsertBalances(db: Db, rows: RowsOf<keyof typeof inventoryStock.columns>) {
  await db
    .insertInto('inventory_stock')
    .columns(['product_id', 'location_id', 'quantity'])
    .expression((eb) => eb.selectFrom(jsonRecordset(inventoryStock.columns, rows)).selectAll())
    .onConflict((oc) =>
      oc.columns(['product_id', 'location_id']).doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity') })),
    )
    .execute();
}

/**
 * Last: the time of the product's last event, its units on partners' shelves, and its units at our
 * locations summed from inventory_stock (not moved by deltas, so applying a batch twice is harmless).
 */
async function updateTotals(db: Db, rows: RowsOf<keyof typeof TOTALS>) {
  return db
    .updateTable('inventory_products as p')
    .from(jsonRecordset(TOTALS, rows))
    .set((eb) => ({
      updated_at: eb.ref('x.at'),
      consigned_stock: eb.fn.coalesce('x.consigned', 'p.consigned_stock'),
      current_stock: eb
        .case()
        .when(eb.ref('x.recount'))
        .then(
          eb
            .selectFrom('inventory_stock as s')
            .select(sql<number>`least(greatest(coalesce(sum(s.quantity), 0), ${INT4.min}), ${INT4.max})`.as('units'))
            .whereRef('s.product_id', '=', 'p.id'),
        )
        .else(eb.ref('p.current_stock'))
        .end(),
    }))
    .whereRef('p.id', '=', 'x.id')
    .returning(['p.id', 'p.current_stock', 'p.consigned_stock', 'p.updated_at'])
    .execute();
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
    // Issue 44; details written before it have neither (not perishable, no lots asked).
    vase_life_days: int4(d.vaseLifeDays),
    requires_lots: d.requiresLots === true,
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

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<InventoryTableName>,
): Promise<Changed[]> {
  const db = generationDb<InventoryDatabase>(trx, t);
  const changes = productChanges(events);
  const touched = changes.map((c) => c.id);
  await moveCounts(trx, t, touched, -1);
  const some = async <R>(rows: R[], write: (db: Db, rows: R[]) => Promise<void>) => {
    if (rows.length > 0) await write(db, rows);
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
  const totals =
    changes.length === 0
      ? []
      : await updateTotals(
          db,
          changes.map((c) => ({ id: c.id, at: c.at, consigned: c.consigned ?? null, recount: c.balances.size > 0 })),
        );
  await moveCounts(trx, t, touched, 1);
  // Each product with its new stock (the lists patch their row from it, no read), and again as
  // 'product-listing' when more than its stock changed (added, details, price, status): that can move
  // it in or out of a search, a category or a sort, so the lists are read again.
  const stockOf = new Map(
    totals.map((r) => [
      r.id,
      { currentStock: r.current_stock, consignedStock: r.consigned_stock, updatedAt: r.updated_at.toISOString() },
    ]),
  );
  return changes.flatMap((c) => {
    const values = stockOf.get(c.id);
    const product = values ? { entity: 'product', id: c.id, values } : { entity: 'product', id: c.id };
    return c.added || c.details || c.price || c.status ? [product, { entity: 'product-listing', id: c.id }] : [product];
  });
}

export const inventoryProjection: Projection<InventoryTableName> = {
  name: 'inventory',
  // 2: catalog_text, the storefront's search; 3: the list's covering sort indexes and inventory_counts (issue 42)
  version: 4, // issue 44: a product's vase life and whether it requires lots
  handles: PRODUCT_EVENT_TYPES,
  tables: INVENTORY_TABLES,
  createTables: createInventoryTables,
  createIndexes: createInventoryIndexes,
  apply,
};
