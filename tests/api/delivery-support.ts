import { randomUUID } from 'node:crypto';
import { afterEach, expect } from 'vitest';
import { CommandResults } from '../../application/idempotency';
import { deliveryStream, type DeliveryEvent } from '../../domain/delivery';
import type { RecordedEvent } from '../../infra/event-store/port';
import type { Reactor } from '../../reactors/engine/reactor';
import { startReactor, type ReactorRunner } from '../../reactors/engine/start';
import { deliveryFollowsOrder } from '../../reactors/delivery-follows-order';
import { orderFollowsDelivery } from '../../reactors/order-follows-delivery';
import { untilAllEventsVisible } from '../support/events';
import { collectingLog } from './consignment-support';
import { useOrdersApi } from './orders-support';

// A shop with orders, its delivery staff and two drivers, and the two delivery reactors: an order
// placed through the API gets its delivery scheduled; the order follows the delivery's steps.

export function useDeliveryShop(prefix: string) {
  const { ordersApi, token } = useOrdersApi(prefix);
  const runners: ReactorRunner[] = [];
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
  });

  async function deliveryShop() {
    const api = await ordersApi();
    const deps = {
      handler: api.app.commands,
      results: new CommandResults(api.database.db),
      store: api.store,
      db: api.database.db,
      pool: api.database.pool,
      log: collectingLog(),
    };
    const start = (reactor: Reactor) => {
      const runner = startReactor(deps, reactor, { lockRetryMs: 50, retryMs: 50 });
      runners.push(runner);
      return runner;
    };
    let reactors = [start(deliveryFollowsOrder), start(orderFollowsDelivery)];
    /** A replay: both reactors stopped, their checkpoints forgotten, started again from the first event. */
    const replayReactors = async () => {
      for (const r of reactors) await r.stop();
      const names = [deliveryFollowsOrder.name, orderFollowsDelivery.name];
      await api.database.db
        .updateTable('projection_checkpoints')
        .set({ position: null })
        .where('name', 'in', names)
        .execute();
      reactors = [start(deliveryFollowsOrder), start(orderFollowsDelivery)];
      await settled();
    };
    /** Both reactors followed to the end, twice over: a step of one may owe the other a command. */
    const settled = async () => {
      for (let round = 0; round < 2; round++) {
        await untilAllEventsVisible(api.database.db);
        for (const r of reactors) await r.caughtUp();
      }
    };
    /** An order placed by a customer, its delivery scheduled: the delivery's id (the order's). */
    const placed = async () => {
      const productId = await api.product();
      const res = await api.post('/api/orders', api.order([{ productId, quantity: 1 }]));
      expect(res.statusCode, res.body).toBe(201);
      await settled();
      return res.json().id as string;
    };
    const deliveryEvents = async (id: string) =>
      (await api.store.readStream(deliveryStream(id))) as (RecordedEvent & DeliveryEvent)[];
    const staff = token('delivery', randomUUID());
    const act = (id: string, path: string, payload: object, who = staff) =>
      api.post(`/api/deliveries/${id}/${path}`, payload, who);
    return { ...api, settled, replayReactors, placed, deliveryEvents, staff, act };
  }
  return { deliveryShop, token };
}
