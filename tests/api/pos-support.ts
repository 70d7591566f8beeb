import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, expect } from 'vitest';
import { CommandResults } from '../../application/idempotency';
import { productDecider, productStream, type KnownProduct } from '../../domain/inventory';
import { counterSaleStream, registerDecider, registerStream, type RegisterState } from '../../domain/pos';
import type { RecordedEvent } from '../../infra/event-store/port';
import { startReactor, type ReactorRunner } from '../../reactors/engine/start';
import { stockFollowsCounterSale } from '../../reactors/stock-follows-counter-sale';
import { untilAllEventsVisible } from '../support/events';
import { collectingLog } from './consignment-support';
import { useOrdersApi } from './orders-support';

// The point of sale's command routes on a fresh database (issue 17): a counter at the products'
// cold room, a cashier and a supervisor, and the stock reactor (it follows the sales and refunds made
// by the steps of before issue 41; it must move nothing of the ones made since).

export const COUNTER = 'Cámara fría';

export function usePosShop(prefix: string) {
  const { ordersApi, token } = useOrdersApi(prefix);
  const runners: ReactorRunner[] = [];
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
  });

  async function posShop() {
    const api = await ordersApi();
    const { app, store, database } = api;
    const cashierId = `cashier-${randomUUID()}`;
    const cashier = token('cashier', cashierId);
    const supervisor = token('pos_supervisor', `supervisor-${randomUUID()}`);
    const owner = token('owner');
    /** The stock reactor, started on this shop (stopped after the test). */
    const startStockReactor = () => {
      const deps = {
        handler: app.commands,
        results: new CommandResults(database.db),
        store,
        db: database.db,
        pool: database.pool,
        log: collectingLog(),
      };
      const runner = startReactor(deps, stockFollowsCounterSale, { lockRetryMs: 50, retryMs: 50 });
      runners.push(runner);
      return Object.assign(
        async () => {
          await untilAllEventsVisible(database.db);
          await runner.caughtUp();
        },
        { runner },
      );
    };
    /** A product at the counter with this many units. */
    const product = (currentStock = 10, over: Record<string, unknown> = {}) =>
      api.product({ sku: `SKU-${randomUUID().slice(0, 8)}`, barcode: '', currentStock, location: COUNTER, ...over });
    const open = async (registerId = 'caja-1', who = cashier, openingCash = 500) => {
      const res = await api.post('/api/pos/sessions', { registerId, openingCash, location: COUNTER }, who);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const close = (sessionId: string, countedCash: number | Record<string, number> = 500, who = cashier) =>
      api.post(`/api/pos/sessions/${sessionId}/close`, { countedCash, notes: 'Cierre' }, who);
    const sell = (body: Record<string, unknown>, who = cashier, headers: Record<string, string> = {}) =>
      api.post('/api/pos/sales', body, who, headers);
    const refund = (saleId: string, body: Record<string, unknown>, who = supervisor) =>
      api.post(`/api/pos/sales/${saleId}/refund`, body, who);
    const units = async (productId: string) => {
      const { state } = await app.commands.load(productDecider, productStream(productId));
      return (state as KnownProduct).stock[COUNTER] ?? 0;
    };
    const register = async (registerId = 'caja-1') =>
      (await app.commands.load(registerDecider, registerStream(registerId))).state as RegisterState;
    const saleEvents = (saleId: string) => store.readStream(counterSaleStream(saleId));
    const productEvents = async (productId: string) =>
      (await store.readStream(productStream(productId))).filter((e) => e.type === 'StockMoved') as (RecordedEvent & {
        data: { type: string; quantity: number };
      })[];
    const countEvents = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from events`.execute(database.db)).rows[0]!.n);
    return {
      ...api,
      cashierId,
      cashier,
      supervisor,
      owner,
      startStockReactor,
      product,
      open,
      close,
      sell,
      refund,
      units,
      register,
      saleEvents,
      productEvents,
      countEvents,
    };
  }
  return { posShop, token };
}

/** A ticket of these products (one unit each unless said), paid in cash with 1000. */
export const ticket = (sessionId: string, items: { productId: string; quantity?: number }[], over = {}) => ({
  sessionId,
  items: items.map((i) => ({ productId: i.productId, quantity: i.quantity ?? 1 })),
  payments: [{ method: 'cash', amount: 1000 }],
  ...over,
});
