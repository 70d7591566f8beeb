import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '../../infra/sleep';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { inventoryProjection } from '../../projections/inventory';
import { dropTimeTravel, replayUntil, timeTravelTables } from '../../projections/engine/time-travel';
import { openInventoryShop, type InventoryShop } from '../api/inventory-shop';
import { bearer } from '../api/read-fixtures';

// Issue 20: "`replay --until` of the inventory read model at a past moment equals the stock-as-of
// answers for that moment". Movements are recorded in three spells with a moment between each; the
// inventory read model is rebuilt as of each moment through replayUntil (what the CLI's `replay`
// runs) beside the live one, and its per-product, per-location stock must equal GET
// /api/inventory/stock?asOf= (the stock-ledger's answer, stock-as-of.test.ts) for that moment,
// while the live tables, views and checkpoint stay exactly as they were.

const [MAIN, NORTH, SHOP] = ['Almacén principal', 'Bodega norte', 'Tienda centro'];
const warehouse = bearer(['warehouse']);
const sale = { type: 'test', id: 'R-1' };

type Stock = Map<string, number>;

/** `npm run projections -- replay …` as an operator runs it, on the suite's database. */
async function cli(shopUrl: string, ...args: string[]) {
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'projections/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: shopUrl },
  });
  return run.then(
    ({ stdout }) => ({ code: 0, stdout }),
    (err: { code: number; stdout: string }) => ({ code: err.code, stdout: err.stdout }),
  );
}

describe('replay --until', () => {
  let shop: InventoryShop;
  let app: FastifyInstance;
  const ids: string[] = [];
  const moments: Date[] = [];

  /** A moment strictly between what was recorded before it and what is said and recorded after. */
  async function moment(): Promise<void> {
    await sleep(5);
    moments.push(new Date());
    await sleep(5);
  }
  const now = () => ({ at: new Date().toISOString() });

  beforeAll(async () => {
    shop = await openInventoryShop('replay_until');
    app = await shop.app();
    await moment(); // T0: nothing yet
    ids.push(await shop.addProduct({ name: 'Rosa roja', sku: 'RR-1', price: 10, currentStock: 12 }, now()));
    ids.push(await shop.addProduct({ name: 'Tulipán', sku: 'TU-1', price: 8, location: NORTH }, now()));
    await shop.move(ids[0]!, { type: 'purchase', quantity: 7, locationId: SHOP, direction: 'in' }, now());
    await shop.move(ids[1]!, { type: 'purchase', quantity: 20, locationId: NORTH, direction: 'in' }, now());
    await moment(); // T1
    await shop.move(ids[0]!, { type: 'sale', quantity: 5, locationId: MAIN, reference: sale, direction: 'out' }, now());
    await shop.move(
      ids[1]!,
      { type: 'transfer', quantity: 6, locationId: NORTH, targetLocationId: SHOP, direction: 'out' },
      now(),
    );
    await shop.count(ids[0]!, { quantity: 3, location: SHOP }, now());
    await moment(); // T2
    await shop.move(ids[1]!, { type: 'sale', quantity: 4, locationId: SHOP, reference: sale, direction: 'out' }, now());
    await shop.move(ids[0]!, { type: 'purchase', quantity: 9, locationId: NORTH, direction: 'in' }, now());
    await moment(); // T3: after everything
    await shop.project(100, ['inventory', 'stock-ledger']);
  });
  afterAll(async () => shop?.close());

  async function stockAsOf(productId: string, asOf: Date): Promise<Stock> {
    const res = await app.inject({
      url: `/api/inventory/stock?productId=${productId}&asOf=${asOf.toISOString()}`,
      headers: warehouse,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { locationId: string; quantity: number }[];
    return new Map(items.filter((i) => i.quantity !== 0).map((i) => [i.locationId, i.quantity]));
  }

  async function stockIn(table: string, productId: string): Promise<Stock> {
    const { rows } = await sql<{ location_id: string; quantity: number }>`
      select location_id, quantity from ${sql.table(table)} where product_id = ${productId}`.execute(shop.db);
    // A location once used stays at 0; the as-of answer may leave it out: both compare without zeros.
    return new Map(rows.filter((r) => r.quantity !== 0).map((r) => [r.location_id, r.quantity]));
  }

  const live = async () => ({
    checkpoint: await loadCheckpoint(shop.db, 'inventory'),
    stock: (await sql`select * from inventory_stock order by product_id, location_id`.execute(shop.db)).rows,
    products: (await sql`select id, current_stock from inventory_products order by id`.execute(shop.db)).rows,
    views: (
      await sql`select viewname, definition from pg_views where viewname like 'inventory_%' order by 1`.execute(shop.db)
    ).rows,
  });

  it('builds the inventory as of each moment, equal to the stock-as-of answers, beside the live tables', async () => {
    const before = await live();
    expect(before.stock.length).toBeGreaterThan(0);
    const deps = { db: shop.db, store: shop.store, pool: shop.pool };
    const seen: Stock[][] = [];
    for (const [i, until] of moments.entries()) {
      const built = await replayUntil(deps, inventoryProjection, until);
      expect(built.status, built.error).toBe('ready');
      const t = timeTravelTables(inventoryProjection, built.id);
      expect(built.tables).toEqual([t.inventory_products, t.inventory_stock, t.inventory_counts]);
      const perProduct: Stock[] = [];
      for (const id of ids) {
        const rebuilt = await stockIn(t.inventory_stock, id);
        expect(rebuilt, `${id} as of T${i}`).toEqual(await stockAsOf(id, until));
        perProduct.push(rebuilt);
      }
      seen.push(perProduct);
      if (i === 0) {
        expect(built.eventsApplied).toBe(0);
        const { rows } = await sql`select * from ${sql.table(t.inventory_products)}`.execute(shop.db);
        expect(rows).toEqual([]);
      }
    }
    // The moments differ (so the comparison could fail), and the last one is the live read model itself.
    expect(new Set(seen.map((s) => JSON.stringify(s.map((m) => [...m]))))).toHaveProperty('size', moments.length);
    expect(seen[1]![0]).toEqual(
      new Map([
        [MAIN, 12],
        [SHOP, 7],
      ]),
    );
    for (const [j, id] of ids.entries())
      expect(seen[moments.length - 1]![j]).toEqual(await stockIn('inventory_stock', id));
    expect(await live()).toEqual(before);
  });

  it('drops a time travel with its tables, leaving the live ones', async () => {
    const built = await replayUntil(
      { db: shop.db, store: shop.store, pool: shop.pool },
      inventoryProjection,
      moments[1]!,
    );
    const exists = async (table: string) =>
      (await sql<{ n: number }>`select count(*)::int as n from pg_tables where tablename = ${table}`.execute(shop.db))
        .rows[0]!.n;
    expect(await exists(built.tables[0]!)).toBe(1);
    expect(await dropTimeTravel(shop.db, built.id)).toBe(true);
    for (const table of built.tables) expect(await exists(table)).toBe(0);
    expect(await dropTimeTravel(shop.db, built.id)).toBe(false);
    const { rows } = await sql`select count(*)::int as n from inventory_stock`.execute(shop.db);
    expect(rows[0]).not.toEqual({ n: 0 });
  });

  it('is what the CLI runs: it prints the id of tables holding the stock as of the moment', async () => {
    const { code, stdout } = await cli(shop.url, 'replay', 'inventory', '--until', moments[2]!.toISOString());
    expect(code).toBe(0);
    const id = Number(stdout.trim());
    expect(Number.isInteger(id) && id > 0).toBe(true);
    for (const productId of ids)
      expect(await stockIn(`inventory_stock_tt${id}`, productId)).toEqual(await stockAsOf(productId, moments[2]!));
    expect((await cli(shop.url, 'replay', 'inventory', '--until', '2999-01-01T00:00:00Z')).code).toBe(1);
  });
});
