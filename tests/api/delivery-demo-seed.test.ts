import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedDemoDeliveries } from '../../command-api/seed/delivery';
import { seedDemoInventory } from '../../command-api/seed/inventory';
import { seedDemoOrders } from '../../command-api/seed/orders';
import { deliveryDecider, type DeliveryEvent, type KnownDelivery } from '../../domain/delivery';
import { useDeliveryShop } from './delivery-support';

// The demo shop's deliveries (npm start seeds them after the orders): the driver's vehicle, one
// delivery assigned, one on its way, the rest for the staff to assign; the reactor schedules the
// same orders without doubling anything, and a restart adds nothing.

const { deliveryShop } = useDeliveryShop('delseed');

describe('the demo deliveries', () => {
  it('seeds one assigned and one on its way beside the reactor’s own schedule; a restart adds nothing', async () => {
    const shop = await deliveryShop();
    const deps = { handler: shop.app.commands, store: shop.store, db: shop.database.db };
    await seedDemoInventory(deps);
    await seedDemoOrders(deps.handler, new Date('2026-06-15T16:00:00Z'));
    expect(await seedDemoDeliveries(deps)).toEqual({ deliveries: 2 });
    await shop.settled();
    const count = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from events`.execute(shop.database.db)).rows[0]!.n);
    const before = await count();
    await seedDemoDeliveries(deps);
    await shop.settled();
    expect(await count()).toBe(before);

    const { rows } = await sql<{ stream_id: string }>`
      select distinct stream_id from events where type = 'DeliveryScheduled'`.execute(shop.database.db);
    const states = await Promise.all(
      rows.map(async ({ stream_id }) => {
        const events = (await shop.store.readStream(stream_id)) as unknown as DeliveryEvent[];
        expect(events.filter((e) => e.type === 'DeliveryScheduled')).toHaveLength(1);
        const s = events.reduce(deliveryDecider.evolve, deliveryDecider.initialState()) as KnownDelivery;
        return `${s.status}${s.driverId ? ' assigned' : ''}`;
      }),
    );
    expect(states.sort()).toEqual(['CANCELLED', 'IN_TRANSIT assigned', 'PENDING', 'PENDING', 'PENDING assigned']);
    const { rows: out } = await sql<{ n: string }>`
      select count(*) as n from events where type = 'OrderOutForDelivery'`.execute(shop.database.db);
    expect(Number(out[0]!.n)).toBe(1);
  });
});
