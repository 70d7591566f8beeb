import { sql, type Kysely, type Transaction } from 'kysely';
import { CONSIGNED } from '../../domain/inventory';
import { INT4 } from '../engine/column-values';
import { jsonRecordset } from '../engine/json-recordset';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { column, generationDb } from '../engine/read-model-table';
import { lotChanges, type LotMoveRow, type LotProductRow, type ReceivedLotRow } from './fold';
import { copyRows } from './rows';
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
// A rebuild takes the bulk path instead (rows.ts): each batch's parts COPYed into bare tables, then
// settled once by `settleCopied` below into the rows these upserts leave — a key's upsert costs
// about ten times a COPY'd row, and most keys of a rebuild are written by one batch (decision 0139).

type Db = Kysely<LotsDatabase>;

const PRODUCT = {
  product_id: column.text(),
  sku: column.text().nullable(),
  name: column.text(),
  last_ordinal: column.bigint(),
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
    .columns(['product_id', 'sku', 'name', 'last_ordinal'])
    .expression((eb) =>
      eb
        .selectFrom(jsonRecordset(PRODUCT, rows))
        .select(['x.product_id', sql<string>`coalesce(x.sku, '')`.as('sku'), 'x.name', 'x.last_ordinal']),
    )
    .onConflict((oc) =>
      oc.column('product_id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        sku: sql<string>`case when excluded.sku = '' then ${sql.ref('lot_products.sku')} else excluded.sku end`,
        last_ordinal: sql<string>`greatest(${sql.ref('lot_products.last_ordinal')}, excluded.last_ordinal)`,
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

/**
 * The rebuild's parts into final rows, in the upserts' terms: a lot's first receipt stands; a lot's
 * units at a place are the sum of its parts, with the lot's sell-by; a product keeps its last name
 * and its last SKU said, and its next sell-by is found from the settled stock. Only keys written by
 * more than one batch are merged. Settling settled rows changes nothing (a resumed rebuild may
 * settle, take more batches, and settle again).
 */
async function settleCopied(trx: Transaction<unknown>, t: TableNames<LotsTableName>): Promise<void> {
  const [received, stock, products] = [sql.table(t.lots), sql.table(t.lot_stock), sql.table(t.lot_products)];
  await sql`delete from ${received} a using (
      select product_id, lot_id, min(ordinal) as first from ${received}
       group by product_id, lot_id having count(*) > 1) d
    where a.product_id = d.product_id and a.lot_id = d.lot_id and a.ordinal > d.first`.execute(trx);
  await sql`with twice as (select product_id, lot_id, location_id from ${stock} group by 1, 2, 3 having count(*) > 1),
    parts as (delete from ${stock} s using twice d
      where s.product_id = d.product_id and s.lot_id = d.lot_id and s.location_id = d.location_id returning s.*)
    insert into ${stock} (product_id, lot_id, location_id, remaining, sell_by, last_ordinal)
    select product_id, lot_id, location_id,
           least(greatest(sum(remaining), ${INT4.min}), ${INT4.max})::int, max(sell_by), max(last_ordinal)
      from parts group by product_id, lot_id, location_id`.execute(trx);
  // A lot received in an earlier batch than the one that moved it.
  await sql`update ${stock} s set sell_by = l.sell_by from ${received} l
     where s.sell_by is null and l.product_id = s.product_id and l.lot_id = s.lot_id`.execute(trx);
  await sql`with twice as (select product_id from ${products} group by 1 having count(*) > 1),
    parts as (delete from ${products} p using twice d where p.product_id = d.product_id returning p.*)
    insert into ${products} (product_id, sku, name, last_ordinal)
    select product_id, coalesce((array_agg(sku order by last_ordinal desc) filter (where sku <> ''))[1], ''),
           (array_agg(name order by last_ordinal desc))[1], max(last_ordinal)
      from parts group by product_id`.execute(trx);
  // Set again from the settled stock (a resumed rebuild may have settled some before).
  await sql`update ${products} set next_sell_by = null where next_sell_by is not null`.execute(trx);
  await sql`update ${products} p set next_sell_by = n.sell_by
      from (select product_id, min(sell_by) as sell_by from ${stock}
             where remaining > 0 and location_id <> ${CONSIGNED} and sell_by is not null group by product_id) n
     where p.product_id = n.product_id`.execute(trx);
}

export const lotsProjection: Projection<LotsTableName> = {
  name: 'lots',
  version: 2,
  handles: ['ProductAdded', 'ProductDetailsUpdated', 'StockMoved'],
  tables: LOTS_TABLES,
  createTables: createLotsTables,
  createIndexes: createLotsIndexes,
  apply,
  copyRows,
  settleCopied,
  // The lots fold the events' data alone (a receipt's day is in its data).
  readsMetadata: false,
};
