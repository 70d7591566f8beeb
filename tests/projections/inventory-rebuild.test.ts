import { sql, type QueryExecutorProvider } from 'kysely';
import { untilAllEventsVisible } from '../support/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSIGNED } from '../../domain/inventory';
import {
  applyToGeneration,
  copyRowsOf,
  copyToGeneration,
  inClientTransaction,
  sequence,
} from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { createGeneration } from '../../projections/engine/generations';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { openInventoryShop, type InventoryShop } from '../api/inventory-shop';

// A rebuild must give row for row what live batches wrote (ARCHITECTURE 5). Live here applies in
// batches of 3 (so most products change across many batches); the rebuild reads 7 at a time, the
// stock ledger through its COPY path, the inventory through apply with other batch boundaries.

const NASTY = 'tab\there back\\slash new\nline cr\rhere \\N "quoted" {a,b} NULL ñ 🌷';
const TABLES = ['inventory_products', 'inventory_stock', 'stock_movements', 'stock_balances'] as const;

/** Every row of a view, in a total order, as text: equal lists mean equal tables. */
async function rowsOf(db: QueryExecutorProvider, view: string): Promise<string[]> {
  const { rows } = await sql<{ t: string }>`select t::text as t from ${sql.table(view)} t order by 1`.execute(db);
  return rows.map((r) => r.t);
}
const snapshot = async (db: QueryExecutorProvider) =>
  Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await rowsOf(db, t)] as const)));

async function busyShop(shop: InventoryShop): Promise<void> {
  let clock = Date.parse('2026-05-01T08:00:00Z');
  const said = (deviceId?: string) => ({
    at: new Date((clock += 61_000)).toISOString(),
    actor: 'u-ware',
    deviceId,
  });
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    ids.push(
      await shop.addProduct(
        {
          name: `Flor ${i} ${NASTY}`,
          sku: `FL-${i}`,
          price: 10 + i,
          currentStock: 30 + i,
          minStockLevel: 5,
          category: i % 2 ? 'Rosas' : 'Ramos, "mixtos"',
          images: i === 0 ? [`https://img.test/${i}\\a.jpg`] : [],
        },
        said(),
      ),
    );
  }
  for (let round = 0; round < 6; round++) {
    for (const [i, id] of ids.entries()) {
      await shop.move(
        id,
        { type: 'purchase', quantity: 3 + round, notes: `${NASTY} ${round}` },
        said(round % 2 ? 'pos\t1' : undefined),
      );
      await shop.move(id, { type: 'sale', quantity: 2, reference: { type: 'pos', id: `T\\${round}` } }, said());
      if (round % 2 === 0)
        await shop.move(id, { type: 'transfer', quantity: 1, targetLocationId: `Bodega ${i % 2}` }, said());
      if (round === 1)
        await shop.move(
          id,
          { type: 'consignment_out', quantity: 4, reference: { type: 'agreement', id: 'AG' } },
          said(),
        );
      if (round === 3)
        await shop.move(
          id,
          { type: 'consignment_sold', quantity: 1, reference: { type: 'agreement', id: 'AG' } },
          said(),
        );
      if (round === 4)
        await shop.move(
          id,
          { type: 'consignment_return', quantity: 2, reference: { type: 'agreement', id: 'AG' } },
          said(),
        );
      if (round === 2)
        await shop.update(
          id,
          { price: 11.99 + i, description: `${NASTY} v${round}`, categories: ['Ramos', 'Temporada'] },
          said(),
        );
      if (round === 5) await shop.count(id, { quantity: i, notes: 'conteo' }, said());
      if (round === 5 && i === 4) await shop.update(id, { status: 'discontinued', barcode: '7500' }, said());
    }
  }
}

describe('inventory and stock-ledger rebuilt from events equal the live read models', () => {
  let shop: InventoryShop;
  let live: Record<string, string[]>;

  beforeAll(async () => {
    shop = await openInventoryShop('inv_rebuild');
    await busyShop(shop);
    await shop.project(3, ['inventory', 'stock-ledger']);
    live = await snapshot(shop.db);
  });
  afterAll(async () => shop?.close());

  it('built something worth comparing', () => {
    expect(live.inventory_products).toHaveLength(5);
    expect(live.inventory_stock!.length).toBeGreaterThanOrEqual(10);
    expect(live.stock_movements!.length).toBeGreaterThan(50);
    expect(live.stock_balances!.some((r) => r.includes(CONSIGNED))).toBe(true);
    expect(live.stock_movements!.some((r) => r.includes('tab\there back'))).toBe(true); // the nasty notes made it whole
  });

  it.each(['inventory', 'stock-ledger'])('rebuilding %s gives the same rows', async (name) => {
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projectionNamed(name)!, {
      batchSize: 7,
    });
    expect((await loadCheckpoint(shop.db, name))!.generation).toBe(2);
    const rebuilt = await snapshot(shop.db);
    for (const table of TABLES) expect(rebuilt[table], table).toEqual(live[table]);
  });

  it("the stock ledger's COPY rows are apply's rows, to the byte", async () => {
    const ledger = projectionNamed('stock-ledger')!;
    await untilAllEventsVisible(shop.db);
    const events = sequence(await shop.store.readAll({ limit: 10_000 }), 0n);
    await createGeneration(shop.db, ledger, 101);
    await shop.db.transaction().execute((trx) => applyToGeneration(trx, ledger, events, 101));
    await createGeneration(shop.db, ledger, 102, false);
    await inClientTransaction(shop.pool, (client) =>
      copyToGeneration(client, ledger, copyRowsOf(ledger, events)!, 102),
    );
    for (const table of ['stock_movements', 'stock_balances']) {
      const [applied, copied] = [await rowsOf(shop.db, `${table}_g101`), await rowsOf(shop.db, `${table}_g102`)];
      expect(applied, table).toEqual(live[table]);
      expect(copied, table).toEqual(applied);
    }
  });
});
