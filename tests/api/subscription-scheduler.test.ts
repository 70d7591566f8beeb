import { sql, type QueryExecutorProvider } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandHandler } from '../../application/handler';
import { CommandResults } from '../../application/idempotency';
import { addDays } from '../../domain/shared/dates';
import { SnapshotStore } from '../../infra/event-store/snapshots';
import { deliveryDays, type SubscriptionCycleScheduled } from '../../domain/subscriptions';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { ProjectionRunner } from '../../projections/engine/runner';
import { deliveryFollowsSubscription } from '../../reactors/delivery-follows-subscription';
import { startReactor, type ReactorRunner } from '../../reactors/engine/start';
import { scheduleDueCycles, type SubscriptionSchedulerDeps } from '../../reactors/subscription-scheduler';
import { untilAllEventsVisible } from '../support/events';
import { collectingLog } from './consignment-support';
import { useSubscriptionsApi } from './subscription-support';

// Issue 16's scheduler: every cycle's delivery and charge made exactly once — with two workers at
// once, after a run that dies half-way, and after the read models are rebuilt and the reactor
// replays. Paused and cancelled subscriptions make nothing; resuming never backfills.

const { subscriptionsApi, token } = useSubscriptionsApi('subsched');
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** Noon in New York on that day. */
const noonOf = (day: string) => new Date(`${day}T17:00:00.000Z`);

async function shop() {
  let today = '2026-01-15';
  const api = await subscriptionsApi(() => noonOf(today));
  const connection = { pool: api.database.pool, db: api.database.db, store: api.store };
  const models = ['subscriptions', 'deliveries'].map((name) =>
    new ProjectionRunner(connection, projectionNamed(name)!, { lockRetryMs: 50 }).start(),
  );
  const deps = {
    ...connection,
    handler: api.app.commands,
    results: new CommandResults(api.database.db),
    log: collectingLog(),
  };
  let reactor: ReactorRunner = startReactor(deps, deliveryFollowsSubscription, { lockRetryMs: 50, retryMs: 50 });
  stops.push(...models.map((m) => () => m.stop()), () => reactor.stop());
  /** A worker of its own: its own command handler (its own memory of the streams). */
  const worker = (over: Partial<SubscriptionSchedulerDeps> = {}): SubscriptionSchedulerDeps => ({
    handler: new CommandHandler({ store: api.store, snapshots: new SnapshotStore(api.database.db) }),
    db: api.database.db,
    pool: api.database.pool,
    now: () => noonOf(today),
    ...over,
  });
  const projected = async () => {
    await untilAllEventsVisible(api.database.db);
    const head = await api.store.headPosition();
    if (head) for (const m of models) await m.waitForPosition(head, 0);
  };
  const settled = async () => {
    await projected();
    await reactor.caughtUp();
    await projected();
  };
  const cycles = async () =>
    (await api.store.readAll({ limit: 100_000 }))
      .filter((e) => e.type === 'SubscriptionCycleScheduled')
      .map((e) => e.data as SubscriptionCycleScheduled['data']);
  const deliveriesScheduled = async () =>
    (await api.store.readAll({ limit: 100_000 })).filter((e) => e.type === 'DeliveryScheduled').map((e) => e.streamId);
  const replayReactor = async () => {
    await reactor.stop();
    await api.database.db
      .updateTable('projection_checkpoints')
      .set({ position: null })
      .where('name', '=', deliveryFollowsSubscription.name)
      .execute();
    reactor = startReactor(deps, deliveryFollowsSubscription, { lockRetryMs: 50, retryMs: 50 });
    await settled();
  };
  return {
    ...api,
    setToday: (day: string) => (today = day),
    worker,
    projected,
    settled,
    cycles,
    deliveriesScheduled,
    replayReactor,
  };
}

const keysOf = (cs: SubscriptionCycleScheduled['data'][]) => cs.map((c) => `${c.subscriptionId} ${c.cycleDay}`).sort();

describe('the subscription scheduler', () => {
  it('makes each cycle once with two workers running every day for eight weeks, each with its delivery', async () => {
    const s = await shop();
    const weekly = await s.subscribe(token('client', 'ana')); // Tuesdays from 2026-01-20
    const monthly = await s.subscribe(token('client', 'beto'), { planId: 'monthly', preferredDay: 6 }); // the 17th
    const biweekly = await s.subscribe(token('client', 'carla'), { planId: 'biweekly', preferredDay: 1 }); // from 01-19
    await s.projected();
    for (let day = '2026-01-15'; day <= '2026-03-15'; day = addDays(day, 1)) {
      s.setToday(day);
      const runs = await Promise.all([scheduleDueCycles(s.worker()), scheduleDueCycles(s.worker())]);
      expect(runs.every((r) => r.refused === 0)).toBe(true);
    }
    await s.settled();
    const made = await s.cycles();
    const expected = [
      ...deliveryDays({ frequency: 'weekly', anchor: '2026-01-20' }, '2026-01-15', '2026-03-17').map(
        (d) => `${weekly} ${d}`,
      ),
      ...deliveryDays({ frequency: 'monthly', anchor: '2026-01-17' }, '2026-01-15', '2026-03-17').map(
        (d) => `${monthly} ${d}`,
      ),
      ...deliveryDays({ frequency: 'biweekly', anchor: '2026-01-19' }, '2026-01-15', '2026-03-17').map(
        (d) => `${biweekly} ${d}`,
      ),
    ].sort();
    expect(keysOf(made)).toEqual(expected);
    expect(new Set(keysOf(made)).size).toBe(made.length);
    // March 17 is two days after the last run: made. The Saturday 17th of January, too (from the 15th).
    expect(keysOf(made)).toContain(`${weekly} 2026-03-17`);
    expect(keysOf(made)).toContain(`${monthly} 2026-01-17`);
    const deliveries = await s.deliveriesScheduled();
    expect(deliveries.sort()).toEqual(made.map((c) => `delivery-${c.deliveryId}`).sort());
    expect(
      made.every((c) => c.chargeCents === { [weekly]: 3999, [monthly]: 8999, [biweekly]: 5999 }[c.subscriptionId]),
    ).toBe(true);
  });

  it('a run that dies half-way and the next one make every cycle once', async () => {
    const s = await shop();
    for (const who of ['ana', 'beto', 'carla']) await s.subscribe(token('client', who), { preferredDay: 1 });
    await s.projected();
    s.setToday('2026-01-17'); // each one's first Monday, 01-19, is due
    let sent = 0;
    const dying = s.worker({
      onCycle: () => {
        if (++sent === 2) throw new Error('the worker was killed');
      },
    });
    await expect(scheduleDueCycles(dying)).rejects.toThrow('killed');
    expect(await s.cycles()).toHaveLength(2);
    const rerun = await scheduleDueCycles(s.worker());
    expect(rerun).toMatchObject({ busy: false, scheduled: 1 });
    expect(await scheduleDueCycles(s.worker())).toMatchObject({ scheduled: 0 });
    await s.settled();
    expect(keysOf(await s.cycles())).toHaveLength(3);
    expect(await s.deliveriesScheduled()).toHaveLength(3);
  });

  it('a rebuild of the read models and a replay of the reactor change nothing', async () => {
    const s = await shop();
    await s.subscribe(token('client', 'ana'));
    await s.projected();
    for (const day of ['2026-01-18', '2026-01-25']) {
      s.setToday(day);
      await scheduleDueCycles(s.worker());
    }
    await s.settled();
    const rows = async (db: QueryExecutorProvider) =>
      (
        await sql<{
          t: string;
        }>`select concat_ws('|', (select string_agg(t::text, ',' order by id) from subscriptions t),
          (select string_agg(c::text, ',' order by cycle_day) from subscription_cycles c),
          (select string_agg(d.id || d.status, ',' order by id) from deliveries d)) as t`.execute(db)
      ).rows[0]!.t;
    const before = await rows(s.database.db);
    const events = (await s.store.readAll({ limit: 100_000 })).length;
    for (const name of ['subscriptions', 'deliveries'])
      await rebuildProjection({ pool: s.database.pool, db: s.database.db, store: s.store }, projectionNamed(name)!, {
        batchSize: 3,
      });
    await s.replayReactor();
    expect(await scheduleDueCycles(s.worker())).toMatchObject({ scheduled: 0 });
    expect((await s.store.readAll({ limit: 100_000 })).length).toBe(events);
    expect(await rows(s.database.db)).toBe(before);
  });

  it('makes nothing while paused or cancelled, and never backfills after resuming', async () => {
    const s = await shop();
    const ana = token('client', 'ana');
    const paused = await s.subscribe(ana); // Tuesdays
    const cancelled = await s.subscribe(ana);
    expect((await s.post(`/api/subscriptions/${paused}/pause`, {}, ana)).statusCode).toBe(201);
    expect((await s.post(`/api/subscriptions/${cancelled}/cancel`, { reason: 'No' }, ana)).statusCode).toBe(201);
    await s.projected();
    for (let day = '2026-01-15'; day <= '2026-02-05'; day = addDays(day, 1)) {
      s.setToday(day);
      await scheduleDueCycles(s.worker());
    }
    expect(await s.cycles()).toEqual([]);
    s.setToday('2026-02-05'); // a Thursday: the next Tuesday is 02-10; 01-20 … 02-03 are gone
    expect((await s.post(`/api/subscriptions/${paused}/resume`, {}, ana)).statusCode).toBe(201);
    for (const day of ['2026-02-05', '2026-02-08', '2026-02-09']) {
      s.setToday(day);
      await scheduleDueCycles(s.worker());
    }
    expect(keysOf(await s.cycles())).toEqual([`${paused} 2026-02-10`]);
  });
});
