import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedDemoInventory } from '../../command-api/seed/inventory';
import { seedDemoOrders } from '../../command-api/seed/orders';
import { orderDecider, type KnownOrder, type OrderEvent } from '../../domain/orders';
import { useOrdersApi } from './orders-support';

// The demo shop's online orders (npm start seeds them after the catalogue): one at each step of the
// queue and one cancelled, numbered P-{year}-0001 … 0005; a restart adds nothing and takes no number.

const { ordersApi } = useOrdersApi('ordseed');

describe('the demo orders', () => {
  it('seeds 5 orders, one per step and one cancelled; a restart adds nothing', async () => {
    const api = await ordersApi();
    const deps = { handler: api.app.commands, store: api.store, db: api.database.db };
    await seedDemoInventory(deps);
    const now = new Date('2026-06-15T16:00:00Z'); // Monday, noon in New York
    expect(await seedDemoOrders(deps.handler, now)).toEqual({ orders: 5 });
    const count = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from events`.execute(api.database.db)).rows[0]!.n);
    const before = await count();
    expect(await seedDemoOrders(deps.handler, new Date('2026-06-18T16:00:00Z'))).toEqual({ orders: 0 });
    expect(await count()).toBe(before);

    const { rows } = await sql<{ stream_id: string }>`
      select distinct stream_id from events where type = 'OrderPlaced' order by stream_id`.execute(api.database.db);
    const orders = await Promise.all(
      rows.map(async ({ stream_id }) => {
        const events = (await api.store.readStream(stream_id)) as unknown as OrderEvent[];
        const placed = events[0] as Extract<OrderEvent, { type: 'OrderPlaced' }>;
        const state = events.reduce(orderDecider.evolve, orderDecider.initialState()) as KnownOrder;
        const cancelled = events.find((e) => e.type === 'OrderCancelled') as
          Extract<OrderEvent, { type: 'OrderCancelled' }> | undefined;
        // Placed as the shop places any order: its units taken with it, and put back with its cancel.
        expect(placed.data.stockTakenAtCheckout).toBe(true);
        if (cancelled) expect(cancelled.data.stockReturnedAtCancel).toBe(true);
        return { number: placed.data.orderNumber, status: state.status, date: placed.data.deliveryDate };
      }),
    );
    expect(orders.map((o) => o.status).sort()).toEqual(['cancelled', 'confirmed', 'pending', 'preparing', 'ready']);
    expect(orders.map((o) => o.number).sort()).toEqual([
      'P-2026-0001',
      'P-2026-0002',
      'P-2026-0003',
      'P-2026-0004',
      'P-2026-0005',
    ]);
    for (const o of orders) expect(o.date >= '2026-06-15').toBe(true);
    // The orders' units out, a sale per line, and the cancelled one's back, a return per line.
    const { rows: moved } = await sql<{ kind: string; n: string }>`
      select data->>'type' as kind, count(*) as n from events
       where type = 'StockMoved' and data->>'notes' in ('Venta del pedido en línea', 'Devolución del pedido cancelado')
       group by 1 order by 1`.execute(api.database.db);
    expect(moved.map((r) => [r.kind, Number(r.n)])).toEqual([
      ['return', 1],
      ['sale', 6],
    ]);
  });
});
