import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandResults } from '../../application/idempotency';
import { productDecider, productStream, totalStock, type KnownProduct } from '../../domain/inventory';
import { orderNumberingStream } from '../../domain/orders';
import { startReactor, type ReactorRunner } from '../../reactors/engine/start';
import { stockFollowsOrder } from '../../reactors/stock-follows-order';
import { untilAllEventsVisible } from '../support/events';
import { collectingLog } from './consignment-support';
import { expectProblem } from './inventory-support';
import { useOrdersApi } from './orders-support';

// Issue 41: an online order takes its units in its own command — its number, OrderPlaced and a sale
// movement per place, one transaction — so an order that cannot be served is refused at the
// request (409, the products short named), appends nothing and spends no number; and a cancel puts
// the units back in its own. The stock reactor, running throughout, owes these orders nothing.

const { ordersApi, token } = useOrdersApi('ordcheckout');
const runners: ReactorRunner[] = [];
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
});

async function shop() {
  const api = await ordersApi();
  const runner = startReactor(
    {
      handler: api.app.commands,
      results: new CommandResults(api.database.db),
      store: api.store,
      db: api.database.db,
      pool: api.database.pool,
      log: collectingLog(),
    },
    stockFollowsOrder,
    { lockRetryMs: 50, retryMs: 50 },
  );
  runners.push(runner);
  /** The reactor idle at the store's head (every committed event visible first). */
  const idle = async () => {
    await untilAllEventsVisible(api.database.db);
    await runner.caughtUp();
  };
  const stock = async (productId: string) =>
    totalStock((await api.app.commands.load(productDecider, productStream(productId))).state as KnownProduct);
  const movements = async (productId: string) =>
    (await api.store.readStream(productStream(productId)))
      .filter((e) => e.type === 'StockMoved')
      .map((e) => e.data as { type: string; quantity: number; reference: { type: string; id: string } | null });
  const count = async (type?: string) =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from events where ${type ?? null}::text is null or type = ${type ?? null}`.execute(
          api.database.db,
        )
      ).rows[0]!.n,
    );
  return { ...api, idle, stock, movements, count };
}

describe('an online order takes its units at the request', () => {
  it('20 customers ordering the last 5 units at once: 5 × 201, 15 × 409 naming the product, no cancellation afterwards, stock 0, numbers 0001–0005', async () => {
    const api = await shop();
    const rose = await api.product({ price: 40, currentStock: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.post('/api/orders', api.order([{ productId: rose, quantity: 1 }]), token('client', `c${i}`)),
      ),
    );
    const placed = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const res of refused)
      expect(expectProblem(res, 409, 'ORDER.STOCK_SHORT')).toMatchObject({
        detail: 'Rosa roja Freedom (docena) está agotado.',
        errors: [{ path: 'items.0.quantity', message: 'Rosa roja Freedom (docena) está agotado.' }],
      });

    // Whatever the reactor would still do, it has done: nothing.
    await api.idle();
    expect(await api.count('OrderCancelled')).toBe(0);
    expect(await api.count('OrderPlaced')).toBe(5);
    expect(await api.stock(rose)).toBe(0);
    const ids = placed.map((r) => r.json().id as string);
    const sales = (await api.movements(rose)).filter((m) => m.type === 'sale');
    expect(sales.map((m) => m.reference!.id).sort()).toEqual([...ids].sort());
    expect(sales.every((m) => m.quantity === 1 && m.reference!.type === 'order')).toBe(true);
    // Numbered in the same commits: five numbers, consecutive, none spent by a refusal.
    const numbers = await Promise.all(
      ids.map(async (id) => ((await api.events(id))[0]!.data as { orderNumber: string }).orderNumber),
    );
    expect(numbers.sort()).toEqual(['P-2026-0001', 'P-2026-0002', 'P-2026-0003', 'P-2026-0004', 'P-2026-0005']);
    expect(await api.store.readStream(orderNumberingStream(2026))).toHaveLength(5);
    for (const id of ids)
      expect(
        (await api.events(id)).map((e) => [e.type, (e.data as { stockTakenAtCheckout?: true }).stockTakenAtCheckout]),
      ).toEqual([['OrderPlaced', true]]);
  });

  it('names every product short in one 409, appends nothing and spends no number', async () => {
    const api = await shop();
    const rose = await api.product({ price: 40, currentStock: 1 });
    const tulip = await api.product({
      name: 'Tulipán',
      sku: 'TUL-001',
      barcode: undefined,
      price: 40,
      currentStock: 0,
    });
    const before = await api.count();
    const body = api.order([
      { productId: rose, quantity: 2 },
      { productId: tulip, quantity: 1 },
    ]);
    const problem = expectProblem(await api.post('/api/orders', body), 409, 'ORDER.STOCK_SHORT');
    expect(problem.detail).toBe('Stock insuficiente de Rosa roja Freedom (docena): quedan 1. Tulipán está agotado.');
    expect(problem.errors).toEqual([
      { path: 'items.0.quantity', message: 'Stock insuficiente de Rosa roja Freedom (docena): quedan 1.' },
      { path: 'items.1.quantity', message: 'Tulipán está agotado.' },
    ]);
    expect(await api.count()).toBe(before);
    // The next order that can be served takes the year's first number.
    const next = await api.post('/api/orders', api.order([{ productId: rose, quantity: 1 }]));
    expect(next.statusCode, next.body).toBe(201);
    expect((await api.events(next.json().id))[0]!.data).toMatchObject({ orderNumber: 'P-2026-0001' });
    expect([await api.stock(rose), await api.stock(tulip)]).toEqual([0, 0]);
  });

  it('a repeat with its Idempotency-Key answers the same and takes the units once', async () => {
    const api = await shop();
    const rose = await api.product({ price: 40, currentStock: 3 });
    const key = { 'idempotency-key': randomUUID() };
    const body = api.order([{ productId: rose, quantity: 2 }]);
    const first = await api.post('/api/orders', body, undefined, key);
    const again = await api.post('/api/orders', body, undefined, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    await api.idle();
    expect(await api.stock(rose)).toBe(1);
    expect((await api.movements(rose)).map((m) => m.type)).toEqual(['opening', 'sale']);
  });

  it('a cancel puts the units back in its own commit, once; the reactor owes nothing for either', async () => {
    const api = await shop();
    const rose = await api.product({ price: 40, currentStock: 10 });
    const ana = token('client', 'ana');
    const placed = await api.post('/api/orders', api.order([{ productId: rose, quantity: 2 }]), ana);
    const id = placed.json().id as string;
    expect(await api.stock(rose)).toBe(8);
    const cancel = () => api.post(`/api/orders/${id}/cancel`, { reason: 'Cambié de planes' }, ana);
    expect((await cancel()).statusCode).toBe(201);
    expect(await api.stock(rose)).toBe(10); // at once: no reactor in between
    expect((await cancel()).statusCode).toBe(200);
    await api.idle();
    expect(await api.stock(rose)).toBe(10);
    expect((await api.movements(rose)).map((m) => m.type)).toEqual(['opening', 'sale', 'return']);
    const cancelled = (await api.events(id)).find((e) => e.type === 'OrderCancelled')!;
    expect(cancelled.data).toMatchObject({
      returnedLines: [{ productId: rose, locationId: 'Cámara fría', quantity: 2 }],
      stockReturnedAtCancel: true,
    });
  });
});
