import type { FastifyInstance } from 'fastify';
import { sql, type QueryExecutorProvider } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { OrderView } from '../../domain/orders';
import { applyToGeneration, sequence } from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { untilAllEventsVisible } from '../support/events';
import { ANA, at, BETO, CARLA, deliveryDay, NOW, type DeliveryDay } from './read-deliveries-day';
import { openDeliveryShop, type DeliveryShop } from './read-deliveries-shop';
import { notifyProjections, tokenFor } from './read-fixtures';

// The read models behind the deliveries: the orders model follows each order's delivery; the
// deliveries model rebuilt equals the live one and a replay changes nothing; its notices name the
// drivers concerned first, and a driver's socket hears only those naming them.

let shop: DeliveryShop;
let app: FastifyInstance;
let day: DeliveryDay;

beforeAll(async () => {
  shop = await openDeliveryShop('read_deliveries_model');
  day = await deliveryDay(shop);
  await shop.projectDeliveries(5);
  app = await shop.appAt(NOW);
});
afterAll(async () => shop?.close());

describe('the orders read model following the deliveries', () => {
  const order = async (id: string) => {
    const res = await app.inject({
      url: `/api/orders/${id}`,
      headers: { authorization: `Bearer ${tokenFor(['warehouse'])}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrderView;
  };

  it('shows out_for_delivery, delivered, and ready again after a failed attempt, each step in the history', async () => {
    expect(await order(day.onRoadLate.id)).toMatchObject({ status: 'out_for_delivery' });
    const delivered = await order(day.delivered.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.history.map((h) => [h.status, h.at])).toEqual([
      ['pending', '2026-01-14T20:01:00.000Z'],
      ['out_for_delivery', '2026-01-15T14:00:01.000Z'],
      ['delivered', '2026-01-15T14:20:01.000Z'],
    ]);
    const failed = await order(day.failed.id);
    expect(failed.status).toBe('ready');
    expect(failed.history.slice(-2)).toMatchObject([
      { status: 'out_for_delivery', at: at('12:30') },
      { status: 'ready', at: at('13:30'), reason: 'Nadie en casa' },
    ]);
    expect(failed.cancelReason).toBeNull();
  });

  it("carries its delivery's pick-up for the order sheet: its time, null once back at the shop, absent with none", async () => {
    expect((await order(day.delivered.id)).pickedUpAt).toBe('2026-01-15T14:00:00.000Z');
    expect((await order(day.failed.id)).pickedUpAt).toBeNull();
    expect(await order(day.unscheduled.id)).not.toHaveProperty('pickedUpAt');
  });
});

const rowsOf = async (db: QueryExecutorProvider) => {
  const deliveries = await sql<{ t: string }>`select t::text as t from deliveries t order by id`.execute(db);
  const profiles = await sql<{ t: string }>`select t::text as t from driver_profiles t order by driver_id`.execute(db);
  return [...deliveries.rows, ...profiles.rows].map((r) => r.t);
};

describe('the deliveries read model', () => {
  let live: string[];
  beforeAll(async () => {
    live = await rowsOf(shop.db);
  });

  it('rebuilt from the events equals the live one', async () => {
    expect(live).toHaveLength(22 + 2);
    const deliveries = projectionNamed('deliveries')!;
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, deliveries, { batchSize: 4 });
    expect((await loadCheckpoint(shop.db, 'deliveries'))!.generation).toBe(2);
    expect(await rowsOf(shop.db)).toEqual(live);
  });

  it('applying events already applied changes nothing (no step twice in a history)', async () => {
    const projection = projectionNamed('deliveries')!;
    const { generation } = (await loadCheckpoint(shop.db, 'deliveries'))!;
    await untilAllEventsVisible(shop.db);
    const events = sequence(await shop.store.readAll({ limit: 10_000 }), 0n);
    for (const from of [0, events.length - 10])
      await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, events.slice(from), generation));
    expect(await rowsOf(shop.db)).toEqual(live);
  });

  it('names every driver concerned first (who had it, who has it, whose profile changed), then the deliveries', async () => {
    const projection = projectionNamed('deliveries')!;
    const { generation } = (await loadCheckpoint(shop.db, 'deliveries'))!;
    const seen = (await shop.store.readAll({ limit: 10_000 })).length;
    await shop.assign(day.latePending.id, ANA.id, ANA.name, at('15:01'), true);
    await shop.assign(day.reassigned.id, BETO.id, BETO.name, at('15:02'), true);
    await shop.profile(CARLA.id, { vehicleType: 'bicycle', vehiclePlate: '', phone: '' }, at('15:03'));
    await untilAllEventsVisible(shop.db);
    const events = sequence((await shop.store.readAll({ limit: 10_000 })).slice(seen), BigInt(seen));
    const changed = await shop.db
      .transaction()
      .execute((trx) => applyToGeneration(trx, projection, events, generation));
    expect(changed.slice(0, 3)).toEqual(
      expect.arrayContaining([ANA, BETO, CARLA].map(({ id }) => ({ entity: 'driver', id }))),
    );
    expect(changed.slice(3)).toEqual(
      expect.arrayContaining([day.latePending.id, day.reassigned.id].map((id) => ({ entity: 'delivery', id }))),
    );
    expect(changed).toHaveLength(5);
  });
});

describe('the deliveries notices over the websocket', () => {
  const opened: WebSocket[] = [];
  afterEach(() => opened.splice(0).forEach((s) => s.terminate()));

  /** A socket whose messages queue up; `next()` takes the first one not yet taken. */
  async function connect(base: string, roles: string[], userId: string) {
    const socket = new WebSocket(`${base}/api/ws`, { headers: { authorization: `Bearer ${tokenFor(roles, userId)}` } });
    opened.push(socket);
    const queue: unknown[] = [];
    socket.on('message', (raw) => queue.push(JSON.parse(String(raw))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const next = async () => {
      for (let waited = 0; queue.length === 0 && waited < 5000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      return queue.shift();
    };
    expect(await next()).toEqual({ type: 'ready' });
    return { next };
  }

  it('tells the staff every one, and a driver only those naming them, naming nothing else', async () => {
    const listening = await shop.appAt(NOW);
    const base = (await listening.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const [staff, ana, beto] = [
      await connect(base, ['delivery'], 'u-staff'),
      await connect(base, ['driver'], ANA.id),
      await connect(base, ['driver'], BETO.id),
    ];
    const notice = (position: string, driver: string) => ({
      projection: 'deliveries',
      position,
      changed: [
        { entity: 'driver', id: driver },
        { entity: 'delivery', id: `d-of-${driver}` },
      ],
    });
    await notifyProjections(shop.db, notice('2001/1', BETO.id), notice('2002/1', ANA.id));
    expect(await staff.next()).toEqual({ type: 'projection', ...notice('2001/1', BETO.id) });
    expect(await staff.next()).toEqual({ type: 'projection', ...notice('2002/1', ANA.id) });
    const own = (position: string, id: string) => ({
      type: 'projection',
      projection: 'deliveries',
      position,
      changed: [{ entity: 'driver', id }],
    });
    expect(await ana.next()).toEqual(own('2002/1', ANA.id));
    expect(await beto.next()).toEqual(own('2001/1', BETO.id));
  });
});
