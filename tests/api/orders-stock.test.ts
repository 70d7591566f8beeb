import { afterEach, describe, expect, it } from 'vitest';
import { CommandResults } from '../../application/idempotency';
import {
  productDecider,
  productStream,
  totalStock,
  type KnownProduct,
  type ProductEvent,
} from '../../domain/inventory';
import type { OnLandingStep } from '../../reactors/engine/exactly-once';
import type { ReactorRunner } from '../../reactors/engine/start';
import { startReactor } from '../../reactors/engine/start';
import { stockFollowsOrder } from '../../reactors/stock-follows-order';
import { collectingLog } from './consignment-support';
import { untilAllEventsVisible } from '../support/events';
import { useOrdersApi } from './orders-support';

// The stock follows the orders placed before issue 41 (OrderPlaced alone, as stores still hold
// them) through the reactor engine: the units are taken once; when more customers want the last
// units than there are, exactly the units in stock are sold and the others end cancelled with the
// reason; a cancel (today's, which puts back in its own commit what the order had taken) returns
// them once, however often it is asked and whether the reactor took them before or after it.
// Orders placed since take their units at the request: orders-at-checkout.test.ts.

const { ordersApi, token } = useOrdersApi('ordstock');
const runners: ReactorRunner[] = [];
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
});

async function shop() {
  const api = await ordersApi();
  const reactor = async (onStep?: OnLandingStep) => {
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
      { lockRetryMs: 50, retryMs: 50, onStep },
    );
    runners.push(runner);
    await settled(runner);
    return runner;
  };
  /** Followed to the end: the head counts only visible events, so it waits for those first. */
  const settled = async (runner: ReactorRunner) => {
    await untilAllEventsVisible(api.database.db);
    await runner.caughtUp();
  };
  const stock = async (productId: string) => {
    const events = await api.store.readStream(productStream(productId));
    const state = events.reduce(
      (s, e) => productDecider.evolve(s, { type: e.type, data: e.data } as ProductEvent),
      productDecider.initialState(),
    );
    return totalStock(state as KnownProduct);
  };
  const statusOf = async (orderId: string) => {
    const types = (await api.events(orderId)).map((e) => e.type);
    return types.includes('OrderCancelled') ? 'cancelled' : types.includes('OrderStockTaken') ? 'taken' : 'placed';
  };
  return { ...api, reactor, settled, stock, statusOf };
}

describe('the stock follows the order', () => {
  it('10 customers ordering the last 3 units at once: 3 orders stand, 7 end cancelled with the reason, stock 0', async () => {
    const api = await shop();
    const rose = await api.product({ price: 40, currentStock: 3 });
    // Every order passed the old checkout's first look at the stock (3 ≥ 1): the reactor decides.
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.placedTheOldWay(api.order([{ productId: rose, quantity: 1 }]), `c${i}`)),
    );
    await api.reactor();
    const statuses = await Promise.all(ids.map(api.statusOf));
    expect(statuses.filter((s) => s === 'taken')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'cancelled')).toHaveLength(7);
    expect(await api.stock(rose)).toBe(0);
    const cancelled = (await api.events(ids[statuses.indexOf('cancelled')]!)).find((e) => e.type === 'OrderCancelled')!;
    expect(cancelled.data).toMatchObject({
      reason: 'Sin stock suficiente de Rosa roja Freedom (docena): otro pedido se llevó las últimas unidades.',
      returnedLines: [],
    });
  });

  it('an order short on its second product puts back the first product’s units', async () => {
    const api = await shop();
    const rose = await api.product({ price: 40, currentStock: 5 });
    const tulip = await api.product({
      name: 'Tulipán',
      sku: 'TUL-001',
      barcode: undefined,
      price: 40,
      currentStock: 1,
    });
    const first = await api.placedTheOldWay(api.order([{ productId: tulip, quantity: 1 }]));
    const second = await api.placedTheOldWay(
      api.order([
        { productId: rose, quantity: 2 },
        { productId: tulip, quantity: 1 },
      ]),
    );
    await api.reactor(); // the cancel it sent, then nothing more
    expect(await api.statusOf(first)).toBe('taken');
    expect(await api.statusOf(second)).toBe('cancelled');
    expect([await api.stock(rose), await api.stock(tulip)]).toEqual([5, 0]);
  });

  it('a cancel returns the units once, retried or not, taken before it or after it', async () => {
    const api = await shop();
    const rose = await api.product({ price: 40, currentStock: 10 });
    const order = () => api.placedTheOldWay(api.order([{ productId: rose, quantity: 2 }]), 'ana');
    const cancel = (id: string) =>
      api.post(`/api/orders/${id}/cancel`, { reason: 'Cambié de planes' }, token('client', 'ana'));

    // Cancelled before the reactor ran: the take lands, then goes straight back.
    const early = await order();
    expect((await cancel(early)).statusCode).toBe(201);
    const reactor = await api.reactor();
    await api.settled(reactor); // the OrderStockTaken it caused names the units to put back
    expect(await api.stock(rose)).toBe(10);

    // Taken, then cancelled twice.
    const late = await order();
    await api.settled(reactor);
    expect(await api.stock(rose)).toBe(8);
    expect((await cancel(late)).statusCode).toBe(201);
    expect((await cancel(late)).statusCode).toBe(200);
    await api.settled(reactor);
    expect(await api.stock(rose)).toBe(10);
    // A second worker over the same events owes nothing more.
    await reactor.stop();
    await api.reactor();
    expect(await api.stock(rose)).toBe(10);
  });

  it('a crash after the shortage cancel, the stock back meanwhile: each unit still goes back once', async () => {
    const api = await shop();
    const rose = await api.product({ price: 40, currentStock: 5 });
    const tulip = await api.product({
      name: 'Tulipán',
      sku: 'TUL-002',
      barcode: undefined,
      price: 40,
      currentStock: 1,
    });
    await api.placedTheOldWay(api.order([{ productId: tulip, quantity: 1 }]));
    const second = await api.placedTheOldWay(
      api.order([
        { productId: rose, quantity: 2 },
        { productId: tulip, quantity: 1 },
      ]),
    );
    let crashed = false;
    // The cancel of the short order lands; before its roses go back, a tulip comes in and the worker dies.
    const runner = await api.reactor(async (step, owed) => {
      if (crashed || step !== 'completed' || (owed.command as { type: string }).type !== 'CancelOrder') return;
      crashed = true;
      const back = { productId: tulip, type: 'purchase', quantity: 1 };
      expect((await api.post('/api/inventory/movements', back, token('owner'))).statusCode).toBe(201);
      throw new Error('the worker died here');
    });
    await api.settled(runner);
    expect(crashed).toBe(true);
    // Redone from its checkpoint, the tulip now lands: the order, cancelled, records the take, and
    // every unit it took goes back — the roses once, though two events owed them.
    expect(await api.statusOf(second)).toBe('cancelled');
    expect([await api.stock(rose), await api.stock(tulip)]).toEqual([5, 1]);
    const movements = (await api.store.readStream(productStream(rose))).filter((e) => e.type === 'StockMoved');
    expect(movements.map((e) => (e.data as { type: string }).type)).toEqual(['opening', 'sale', 'return']);
  });
});
