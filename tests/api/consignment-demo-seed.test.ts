import { describe, expect, it } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import { demoAgreementId, seedDemoConsignment } from '../../command-api/seed/consignment';
import { CommandResults } from '../../application/idempotency';
import { demoProductId, seedDemoInventory } from '../../command-api/seed/inventory';
import { productDecider, productStream, type KnownProduct, type ProductEvent } from '../../domain/inventory';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { startStockReactor } from '../../reactors/stock-follows-agreement';
import { createTestDatabase } from '../support/database';
import { useConsignmentApi } from './consignment-support';

// The demo shop's partners and agreements (npm start seeds them after the catalogue): they land
// once whatever the restarts, and their stock moves with them, as any agreement's does (issue 41);
// the reactor, run after, moves nothing again.

const { consignmentApi } = useConsignmentApi('consseed');

describe('the demo consignment', () => {
  it('seeds 3 partners and 2 agreements (one with a sale and a return) once, with their units moved', async () => {
    const api = await consignmentApi();
    const deps = { handler: api.app.commands, store: api.store, db: api.database.db };
    await seedDemoInventory(deps);
    expect(await seedDemoConsignment(deps)).toEqual({ partners: 3, agreements: 2, sales: 1, returns: 1 });
    const events = await api.countEvents();
    expect(await seedDemoConsignment(deps)).toEqual({ partners: 0, agreements: 0, sales: 0, returns: 0 });
    expect(await api.countEvents()).toBe(events);

    const hotel = await api.agreementEvents(demoAgreementId('brickell-bay-lobby'));
    expect(hotel.map((e) => e.type)).toEqual([
      'AgreementCreated',
      'ConsignmentSaleRegistered',
      'ConsignmentReturnRegistered',
    ]);
    expect(hotel[0]!.data).toMatchObject({
      partnerName: 'Hotel Brickell Bay S.A. de C.V.',
      items: [{ sku: 'ORQ-001', commissionTenths: 180 }, { sku: 'ROS-001' }],
    });

    expect(hotel.every((e) => (e.data as { stockMoved?: true }).stockMoved)).toBe(true);

    const at = async (sku: string) => {
      const p = await api.product(demoProductId(sku));
      return [p.stock[p.location], p.consigned];
    };
    // Orchids: 10 at the store, 4 out, 2 sold. Roses: 66 in the cold room, 10 out, 3 sold, 2 back.
    const stock = async () => Promise.all(['ORQ-001', 'ROS-001', 'GIR-001', 'FOL-001'].map(at));
    const moved = [
      [6, 2],
      [58, 5],
      [24, 6],
      [40, 10],
    ];
    expect(await stock()).toEqual(moved);
    await api.reactor().caughtUp();
    expect(await stock()).toEqual(moved);
  });
});

describe('the command-api as the server runs it (seedDemo, runReactors)', () => {
  it("seeds the demo shop with the agreements' units moved, beside a reactor that stops on close", async () => {
    const database = await createTestDatabase('consserver');
    const store = new PostgresEventStore(database.pool, { pollMs: 50 });
    const app = await buildCommandApi({
      store,
      db: database.db,
      config: loadConfig({ JWT_SECRET: 'consserver' }),
      seedDemo: true,
    });
    // As the server runs it: the reactor beside the command-api (npm start's worker), on the same database.
    const reactor = startStockReactor({
      handler: app.commands,
      results: new CommandResults(database.db),
      store,
      db: database.db,
      pool: database.pool,
      log: app.log,
    });
    try {
      const consigned = async (sku: string) => {
        const events = await store.readStream(productStream(demoProductId(sku)));
        const product = events.reduce(
          (s, e) => productDecider.evolve(s, e as unknown as ProductEvent),
          productDecider.initialState(),
        ) as KnownProduct;
        return product.consigned;
      };
      // The seed moved them itself (the reactor beside it owes nothing); bounded, in case it ever lags.
      for (let tries = 0; (await consigned('FOL-001')) < 10; tries++) {
        if (tries > 600) throw new Error('the reactor never moved the demo stock');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await consigned('ROS-001')).toBe(5);
    } finally {
      await reactor.stop(); // would hang on a reactor that does not stop
      await app.close();
      await store.close();
      await database.drop();
    }
  });
});
