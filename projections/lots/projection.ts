import { sql, type Kysely, type Transaction } from 'kysely';
import { CONSIGNED } from '../../domain/inventory';
import { INT4 } from '../engine/column-values';
import { jsonRecordset } from '../engine/json-recordset';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { column, generationDb } from '../engine/read-model-table';
import { lotChanges, type LotMoveRow, type LotProductRow, type ReceivedLotRow } from './fold';
import {
  createLotsIndexes,
  createLotsTables,
  lots,
  LOTS_TABLES,
  type LotsDatabase,
  type LotsTableName,
} from './tables';

// Issue 44: the lots read model. A batch is folded per product, lot and place first (fold.ts), then
// written by at most four statements, each unpacking one JSON parameter: the products' names, the
// lots received, the units each lot gained or lost at each place, and the products' next sell-by —
// so a rebuild of a million movements costs four statements per batch, not one per event. Every
// value comes from the events: a rebuild, whatever its batch boundaries, writes what live batches wrote.
//
// No bulk COPY path: a lot's units at a place change over many batches, and COPY only inserts.

type Db = Kysely<LotsDatabase>;

const PRODUCT = {
  product_id: column.text(),
  sku: column.text().nullable(),
  name: column.text(),
};
const MOVE = {
  product_id: column.text(),
  lot_id: column.text(),
  location_id: column.text(),
  remaining: column.integer(),
  last_ordinal: column.bigint(),
};

/** A rename keeps the SKU (ProductDetailsUpdated has none): '' stands for "not said" on conflict. */
async function upsertProducts(db: Db, rows: LotProductRow[]) {
  await db
    .insertInto('lot_products')
    .columns(['product_id', 'sku', 'name'])
    .expression((eb) =>
      eb
        .selectFrom(jsonRecordset(PRODUCT, rows))
        .select(['x.product_id', sql<string>`coalesce(x.sku, '')`.as('sku'), 'x.name']),
    )
    .onConflict((oc) =>
      oc.column('product_id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        sku: sql<string>`case when excluded.sku = '' then ${sql.ref('lot_products.sku')} else excluded.sku end`,
      })),
    )
    .execute();
}

async function insertReceived(db: Db, rows: ReceivedLotRow[]) {
  await db
    .insertInto('lots')
    .expression((eb) => eb.selectFrom(jsonRecordset(lots.columns, rows)).selectAll())
    .onConflict((oc) => oc.columns(['product_id', 'lot_id']).doNothing())
    .execute();
}

/**
 * Adds each lot's units to its row at the place, the lot's sell-by copied from its receipt. A row
 * whose last event is this batch's or later already holds it (a batch applied twice): left as it is.
 */
async function addMoves(db: Db, rows: LotMoveRow[]) {
  await db
    .insertInto('lot_stock')
    .columns(['product_id', 'lot_id', 'location_id', 'remaining', 'sell_by', 'last_ordinal'])
    .expression((eb) =>
      eb
        .selectFrom(jsonRecordset(MOVE, rows))
        .leftJoin('lots as l', (j) => j.onRef('l.product_id', '=', 'x.product_id').onRef('l.lot_id', '=', 'x.lot_id'))
        .select([
          'x.product_id',
          'x.lot_id',
          'x.location_id',
          sql<number>`least(greatest(x.remaining, ${INT4.min}), ${INT4.max})`.as('remaining'),
          'l.sell_by',
          'x.last_ordinal',
        ]),
    )
    .onConflict((oc) =>
      oc.columns(['product_id', 'lot_id', 'location_id']).doUpdateSet(() => {
        // The target through a reference, so the generation's physical name replaces it.
        const held = sql.ref('lot_stock.remaining');
        const last = sql.ref('lot_stock.last_ordinal');
        return {
          remaining: sql<number>`case when excluded.last_ordinal > ${last}
            then least(greatest(${held}::bigint + excluded.remaining, ${INT4.min}), ${INT4.max})::int
            else ${held} end`,
          last_ordinal: sql<string>`greatest(${last}, excluded.last_ordinal)`,
        };
      }),
    )
    .execute();
}

/** Last: each moved product's earliest sell-by among its lots with units at our places (not partners'). */
async function updateNextSellBy(db: Db, ids: readonly string[]) {
  await db
    .updateTable('lot_products as p')
    .set({
      next_sell_by: sql<string | null>`(select min(s.sell_by) from ${sql.table('lot_stock')} as s
        where s.product_id = p.product_id and s.remaining > 0 and s.location_id <> ${CONSIGNED})`,
    })
    .where('p.product_id', '=', sql<string>`any(${ids}::text[])`)
    .execute();
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<LotsTableName>,
): Promise<Changed[]> {
  const db = generationDb<LotsDatabase>(trx, t);
  const changes = lotChanges(events);
  // Order matters: a lot received in this batch gives its sell-by to the units it brought.
  if (changes.products.length > 0) await upsertProducts(db, changes.products);
  if (changes.received.length > 0) await insertReceived(db, changes.received);
  if (changes.moves.length > 0) await addMoves(db, changes.moves);
  if (changes.moved.length > 0) await updateNextSellBy(db, changes.moved);
  const touched = new Set([...changes.products.map((p) => p.product_id), ...changes.moved]);
  return [...touched].map((id) => ({ entity: 'product-lots', id }));
}

export const lotsProjection: Projection<LotsTableName> = {
  name: 'lots',
  version: 1,
  handles: ['ProductAdded', 'ProductDetailsUpdated', 'StockMoved'],
  tables: LOTS_TABLES,
  createTables: createLotsTables,
  createIndexes: createLotsIndexes,
  apply,
};
