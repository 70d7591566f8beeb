import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSIGNED, NO_LOT } from '../../domain/inventory';
import { applyToGeneration, sequence } from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { forProjection, physicalTables } from '../../projections/engine/projection';
import { rebuildProjection } from '../../projections/engine/rebuild';
import type { ReadModels } from '../../projections/read-models';
import { projectionNamed } from '../../projections/registry';
import { untilAllEventsVisible } from '../support/events';
import { openInventoryShop, type InventoryShop } from '../api/inventory-shop';

// Issue 44: the lots read model. Built live in batches of 3 (a lot's units change across many
// batches), it holds every lot's units at every place — "sin lote" for stock from before lots —
// summing to the inventory's stock; rebuilt in pages of 7 it is the same, row for row; and a batch
// applied twice adds its units once.

const TABLES = ['lots', 'lot_stock', 'lot_products'] as const;

async function rowsOf(db: QueryExecutorProvider, view: string): Promise<string[]> {
  const { rows } = await sql<{ t: string }>`select t::text as t from ${sql.table(view)} t order by 1`.execute(db);
  return rows.map((r) => r.t);
}
const snapshot = async (db: QueryExecutorProvider) =>
  Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await rowsOf(db, t)] as const)));

let clock = Date.parse('2026-05-01T14:00:00Z');
const said = () => ({ at: new Date((clock += 3_600_000)).toISOString(), actor: 'u-ware' });

/** Roses in lots from three suppliers, carnations without lots (never perishable), every movement kind. */
async function busyShop(shop: InventoryShop) {
  // Its 4 opening units came before it was kept in lots: its "sin lote".
  const roses = await shop.addProduct({ name: 'Rosa roja', sku: 'ROS-1', price: 3, currentStock: 4 }, said());
  await shop.update(roses, { vaseLifeDays: 7, wholesalePrice: 1 }, said());
  const carnations = await shop.addProduct({ name: 'Clavel', sku: 'CLA-1', price: 1, currentStock: 20 }, said());
  const lot = (supplier: string, cutDate: string, vaseLifeDays: number, unitCost: number) => ({
    supplier,
    cutDate,
    vaseLifeDays,
    unitCost,
    code: `${supplier.slice(0, 3).toUpperCase()}-${cutDate}`,
  });
  const buy = (quantity: number, l: ReturnType<typeof lot>, receivedOn: string) =>
    shop.move(roses, { type: 'purchase', quantity, lot: l, receivedOn }, said());
  await buy(10, lot('Finca Sol', '2026-05-01', 6, 0.9), '2026-05-02');
  await buy(8, lot('Rosaflor', '2026-04-30', 5, 1.1), '2026-05-02');
  await buy(12, lot('Andes', '2026-05-02', 9, 0.8), '2026-05-03');
  const sale = (productId: string, quantity: number) =>
    shop.move(productId, { type: 'sale', quantity, reference: { type: 'pos', id: `T-${quantity}` } }, said());
  await sale(roses, 9); // the 4 "sin lote" opening units, then 5 of Rosaflor (sell-by 05-05)
  await sale(roses, 5); // the last 3 of Rosaflor and 2 of Finca Sol: a sale spanning two lots
  await shop.move(roses, { type: 'transfer', quantity: 3, targetLocationId: 'Mostrador' }, said());
  await shop.move(roses, { type: 'consignment_out', quantity: 2, reference: { type: 'agreement', id: 'AG' } }, said());
  await shop.move(roses, { type: 'consignment_sold', quantity: 1, reference: { type: 'agreement', id: 'AG' } }, said());
  await shop.move(roses, { type: 'waste', quantity: 2, cause: 'damaged', locationId: 'Mostrador' }, said());
  await shop.update(roses, { name: 'Rosa roja de Colombia' }, said());
  await sale(carnations, 6);
  await shop.move(carnations, { type: 'purchase', quantity: 5 }, said());
  await shop.count(carnations, { quantity: 17 }, said());
  return { roses, carnations };
}

describe('the lots read model', () => {
  let shop: InventoryShop;
  let ids: Awaited<ReturnType<typeof busyShop>>;
  let live: Record<string, string[]>;
  const models = () => shop.db as unknown as Kysely<ReadModels>;

  beforeAll(async () => {
    shop = await openInventoryShop('lots_rebuild');
    ids = await busyShop(shop);
    await shop.project(3, ['inventory', 'lots']);
    live = await snapshot(shop.db);
  });
  afterAll(async () => shop?.close());

  it("holds each lot's units at each place, 'sin lote' included", async () => {
    const stock = await models()
      .selectFrom('lot_stock')
      .select(['product_id', 'lot_id', 'location_id', 'remaining', sql<string | null>`sell_by::text`.as('sell_by')])
      .where('product_id', '=', ids.roses)
      .execute();
    const held = (supplier: string) => models().selectFrom('lots').select('lot_id').where('supplier', '=', supplier);
    const [sol, rosaflor, andes] = await Promise.all(
      ['Finca Sol', 'Rosaflor', 'Andes'].map(async (s) => (await held(s).executeTakeFirstOrThrow()).lot_id),
    );
    const at = (lotId: string, place: string) =>
      stock.find((r) => r.lot_id === lotId && r.location_id === place)?.remaining;
    expect(at(NO_LOT, 'Almacén principal')).toBe(0);
    expect(at(rosaflor!, 'Almacén principal')).toBe(0);
    // Finca Sol (sell-by 05-07): 10 − 2 sold − 3 moved to the counter − 2 placed with a partner.
    expect(at(sol!, 'Almacén principal')).toBe(3);
    expect(at(sol!, 'Mostrador')).toBe(1); // 3 moved, 2 wasted
    expect(at(sol!, CONSIGNED)).toBe(1); // 2 placed, 1 sold there
    expect(at(andes!, 'Almacén principal')).toBe(12);
    expect(stock.find((r) => r.lot_id === sol)?.sell_by).toBe('2026-05-07');
  });

  it('sums to the inventory stock at every place of ours', async () => {
    const { rows } = await sql<{ product_id: string; location_id: string; lots: number; stock: number }>`
      select s.product_id, s.location_id, s.quantity as stock,
             (select coalesce(sum(l.remaining), 0)::int from lot_stock l
               where l.product_id = s.product_id and l.location_id = s.location_id) as lots
        from inventory_stock s`.execute(shop.db);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) expect(r.lots, `${r.product_id} at ${r.location_id}`).toBe(r.stock);
  });

  it("keeps the product's name, SKU and next sell-by", async () => {
    const products = await models()
      .selectFrom('lot_products')
      .select(['product_id', 'sku', 'name', sql<string | null>`next_sell_by::text`.as('next')])
      .orderBy('sku')
      .execute();
    expect(products).toEqual([
      { product_id: ids.carnations, sku: 'CLA-1', name: 'Clavel', next: null },
      { product_id: ids.roses, sku: 'ROS-1', name: 'Rosa roja de Colombia', next: '2026-05-07' },
    ]);
  });

  it('adds a batch applied twice once', async () => {
    await untilAllEventsVisible(shop.db);
    const events = sequence(await shop.store.readAll({ limit: 10_000 }), 0n);
    const { generation } = (await loadCheckpoint(shop.db, 'lots'))!;
    const lots = projectionNamed('lots')!;
    await shop.db.transaction().execute((trx) => applyToGeneration(trx, lots, events.slice(-6), generation));
    expect(await snapshot(shop.db)).toEqual(live);
  });

  it('rebuilt in other batches equals the one built live', async () => {
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projectionNamed('lots')!, {
      batchSize: 7,
    });
    expect((await loadCheckpoint(shop.db, 'lots'))!.generation).toBe(2);
    expect(await snapshot(shop.db)).toEqual(live);
  });

  it('settles settled rows into themselves (a rebuild resumed after its settle)', async () => {
    const lots = projectionNamed('lots')!;
    const tables = physicalTables(lots, (await loadCheckpoint(shop.db, 'lots'))!.generation);
    await shop.db.transaction().execute((trx) => lots.settleCopied!(forProjection(trx), tables));
    expect(await snapshot(shop.db)).toEqual(live);
  });
});
