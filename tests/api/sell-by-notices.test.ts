import { afterEach, describe, expect, it } from 'vitest';
import { CommandHandler } from '../../application/handler';
import { addDays } from '../../domain/shared/dates';
import { productDecider, productStream, type LotReachedSellBy } from '../../domain/inventory';
import { SnapshotStore } from '../../infra/event-store/snapshots';
import { commandIdFor } from '../../infra/event-store/event-id';
import { projectionNamed } from '../../projections/registry';
import { ProjectionRunner } from '../../projections/engine/runner';
import { noteDueLots, type SellByNoticeDeps } from '../../reactors/sell-by-notices';
import { historyWithActors } from '../../read-api/shared/stream-history';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../projections/read-models';
import { untilAllEventsVisible } from '../support/events';
import { useOrdersApi } from './orders-support';

// Issue 44's sell-by notice: the morning a lot reaches its sell-by (the shop's day, New York here)
// the warehouse is told once — across a worker that dies half-way and the one after it, with two
// workers at once every day for two weeks, and never the evening before.

const { ordersApi, token } = useOrdersApi('sellby');
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** Noon in New York on that day. */
const noonOf = (day: string) => new Date(`${day}T17:00:00.000Z`);

async function shop() {
  let clock = noonOf('2026-01-15');
  const api = await ordersApi(() => clock);
  const connection = { pool: api.database.pool, db: api.database.db, store: api.store };
  // The lots read model gives the worker its candidates; the audit (and users), the product's history.
  const models = ['lots', 'audit', 'users'].map((name) =>
    new ProjectionRunner(connection, projectionNamed(name)!, { lockRetryMs: 50 }).start(),
  );
  stops.push(...models.map((m) => () => m.stop()));
  const owner = token('owner');
  /** A worker of its own: its own command handler (its own memory of the streams), the same clock. */
  const worker = (over: Partial<SellByNoticeDeps> = {}): SellByNoticeDeps => ({
    handler: new CommandHandler({ store: api.store, snapshots: new SnapshotStore(api.database.db) }),
    db: api.database.db,
    pool: api.database.pool,
    now: () => clock,
    ...over,
  });
  const projected = async () => {
    await untilAllEventsVisible(api.database.db);
    const head = await api.store.headPosition();
    if (head) for (const model of models) await model.waitForPosition(head, 0);
  };
  /** GET /api/inventory/products/:id/history's entries (read-api/inventory). */
  const history = (productId: string) =>
    historyWithActors(api.database.db as unknown as Kysely<ReadModels>, productStream(productId));
  /** Registers a movement and answers its id (a purchase's lot id). */
  const move = async (body: object) => {
    const movementId = crypto.randomUUID();
    const res = await api.post('/api/inventory/movements', { movementId, ...body }, owner);
    expect(res.statusCode, res.body).toBe(201);
    return movementId;
  };
  const notices = async () =>
    (await api.store.readAll({ limit: 100_000 }))
      .filter((e) => e.type === 'LotReachedSellBy')
      .map((e) => ({ streamId: e.streamId, ...(e.data as LotReachedSellBy['data']) }));
  return { ...api, owner, worker, projected, move, notices, history, setClock: (at: Date) => (clock = at) };
}

type Shop = Awaited<ReturnType<typeof shop>>;

/**
 * Roses (7 days in the vase, 270.50 wholesale) received on the 15th in three lots: Flores del Valle's
 * cut on the 10th (sell-by the 17th, 2.50 a stem), Ecuador's cut on the 12th with 12 days (the 24th)
 * and Homestead's cut on the 9th (the 16th), all of it thrown away on the 15th: nothing to tell.
 */
async function roses(s: Shop, sku = 'ROS-LOT') {
  const productId = await s.product({ currentStock: 0, vaseLifeDays: 7, sku, barcode: sku });
  const purchase = (quantity: number, lot: object) =>
    s.move({ productId, type: 'purchase', quantity, locationId: 'Cámara fría', lot });
  const valle = await purchase(30, {
    code: 'FV-101',
    supplier: 'Flores del Valle',
    cutDate: '2026-01-10',
    unitCost: 2.5,
  });
  const ecuador = await purchase(20, { supplier: 'Ecuador Roses Co.', cutDate: '2026-01-12', vaseLifeDays: 12 });
  const homestead = await purchase(8, { supplier: 'Homestead Growers', cutDate: '2026-01-09' });
  await s.move({
    productId,
    type: 'waste',
    quantity: 8,
    lotId: homestead,
    cause: 'quality',
    locationId: 'Cámara fría',
  });
  // 5 stems to the counter: first-expiring-first-out, so Flores del Valle's.
  await s.move({ productId, type: 'transfer', quantity: 5, locationId: 'Cámara fría', targetLocationId: 'Mostrador' });
  await s.projected();
  return { productId, valle, ecuador, homestead };
}

const keysOf = (ns: { streamId: string; lotId: string }[]) => ns.map((n) => `${n.streamId} ${n.lotId}`).sort();

describe('the sell-by notice', () => {
  it('is not sent before the shop’s sell-by morning, and is sent that morning with what is left', async () => {
    const s = await shop();
    const { productId, valle } = await roses(s);
    for (const at of [noonOf('2026-01-15'), noonOf('2026-01-16'), new Date('2026-01-17T04:30:00.000Z')]) {
      // The last: 23:30 on the 16th in New York, already the 17th in UTC.
      s.setClock(at);
      expect(await noteDueLots(s.worker())).toMatchObject({ busy: false, noted: 0, refused: 0 });
    }
    expect(await s.notices()).toEqual([]);
    s.setClock(new Date('2026-01-17T11:00:00.000Z')); // 06:00 in New York
    expect(await noteDueLots(s.worker())).toMatchObject({ today: '2026-01-17', noted: 1 });
    const [notice] = await s.notices();
    expect(notice).toEqual({
      streamId: productStream(productId),
      lotId: valle,
      code: 'FV-101',
      supplier: 'Flores del Valle',
      sellBy: '2026-01-17',
      remaining: 30,
      places: [
        { locationId: 'Cámara fría', units: 25 },
        { locationId: 'Mostrador', units: 5 },
      ],
      valueCents: 30 * 250,
      notedAt: expect.any(String), // the command handler's clock (real time here), as every event's
    });
    // Its id comes from the product and the lot: any worker would have sent this very command.
    const [event] = (await s.store.readStream(productStream(productId))).filter((e) => e.type === 'LotReachedSellBy');
    expect(event!.metadata.commandId).toBe(commandIdFor(productId, `sell-by:${valle}`));
    // The warehouse finds it in the product's history, by the worker, after the movements.
    await s.projected();
    const last = (await s.history(productId)).at(-1)!;
    expect(last).toMatchObject({ type: 'LotReachedSellBy', actor: { userId: 'system:sell-by-notices' } });
    expect(last.data).toMatchObject({ lotId: valle, remaining: 30, supplier: 'Flores del Valle' });
  });

  it('is sent once per lot across a restart: a run that dies half-way, then the next', async () => {
    const s = await shop();
    const first = await roses(s);
    const second = await roses(s, 'ROS-LOT-2');
    s.setClock(noonOf('2026-01-24')); // both products' Flores del Valle and Ecuador lots are due
    let sent = 0;
    const dying = s.worker({
      onNotice: () => {
        if (++sent === 3) throw new Error('the worker was killed');
      },
    });
    await expect(noteDueLots(dying)).rejects.toThrow('killed');
    expect(await s.notices()).toHaveLength(3);
    await s.projected();
    expect(await noteDueLots(s.worker())).toMatchObject({ busy: false, noted: 1, refused: 0 });
    expect(await noteDueLots(s.worker())).toMatchObject({ noted: 0 });
    expect(keysOf(await s.notices())).toEqual(
      keysOf(
        [first, second].flatMap(({ productId, valle, ecuador }) =>
          [valle, ecuador].map((lotId) => ({ streamId: productStream(productId), lotId })),
        ),
      ),
    );
  });

  it('is sent once per lot with two workers running at once every day for two weeks', async () => {
    const s = await shop();
    const { productId, valle, ecuador } = await roses(s);
    const notedOn: Record<string, number> = {};
    for (let day = '2026-01-15'; day <= '2026-01-29'; day = addDays(day, 1)) {
      s.setClock(noonOf(day));
      const runs = await Promise.all([noteDueLots(s.worker()), noteDueLots(s.worker())]);
      expect(runs.every((r) => r.refused === 0)).toBe(true);
      const noted = runs.reduce((sum, r) => sum + r.noted, 0);
      if (noted > 0) notedOn[day] = noted;
      await s.projected();
    }
    expect(notedOn).toEqual({ '2026-01-17': 1, '2026-01-24': 1 });
    const made = await s.notices();
    expect(made.map((n) => [n.lotId, n.sellBy])).toEqual([
      [valle, '2026-01-17'],
      [ecuador, '2026-01-24'],
    ]);
    expect(made.every((n) => n.streamId === productStream(productId))).toBe(true);
  });

  it('two workers past the lock still note a lot once: the product decides on its stream', async () => {
    const s = await shop();
    const { productId, valle } = await roses(s);
    const send = () =>
      new CommandHandler({ store: s.store, snapshots: new SnapshotStore(s.database.db) }).handle(
        productDecider,
        productStream(productId),
        { type: 'NoteLotSellBy', data: { lotId: valle, today: '2026-01-17' } },
        {
          // Different ids on purpose: not the event ids, the product's memory of the lot keeps it once.
          commandId: crypto.randomUUID(),
          correlationId: crypto.randomUUID(),
          actor: { userId: 'system:sell-by-notices', roles: [] },
        },
      );
    const outcomes = await Promise.all([send(), send(), send()]);
    expect(outcomes.filter((o) => o.appendedNow)).toHaveLength(1);
    expect(await s.notices()).toHaveLength(1);
  });
});
