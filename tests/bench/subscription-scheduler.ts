import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CommandHandler } from '../../application/handler';
import { DELIVERY_ZONES } from '../../domain/delivery';
import { subscriptionDecider, subscriptionStream, type SubscriptionCommand } from '../../domain/subscriptions';
import { SnapshotStore } from '../../infra/event-store/snapshots';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { scheduleDueCycles } from '../../reactors/subscription-scheduler';
import { benchDatabase, fmt, ratio, type Row } from './harness';

// Issue 16's figure: one scheduler tick over 2,000 subscriptions, each owing a cycle (load the
// subscription, decide, append), in cycles per second — beside the same number of ordinary commands
// on other subscriptions (SkipNextDelivery: load, decide, append) sent one after another through the
// same handler in the same run. What the scheduler adds: the advisory lock, the read model's list, and
// working out the cycles owed. And a tick with nothing left to do, beside the loaded one.

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 2000);
const TODAY = '2026-01-15'; // a Thursday: Saturday's first cycles are owed
const actor = { userId: 'bench', roles: ['admin'] };

export async function benchSubscriptionScheduler(): Promise<Row[]> {
  const bench = await benchDatabase('subscription_scheduler');
  const store = new PostgresEventStore(bench.pool);
  const handler = () => new CommandHandler({ store, snapshots: new SnapshotStore(bench.db) });
  try {
    const seeding = handler();
    const send = (id: string, command: SubscriptionCommand['type'], data: object) =>
      seeding.handle(subscriptionDecider, subscriptionStream(id), { type: command, data } as never, {
        commandId: randomUUID(),
        correlationId: randomUUID(),
        actor,
      });
    const subscribe = (id: string) =>
      send(id, 'Subscribe', {
        subscriptionId: id,
        customerId: `c-${id}`,
        plan: { planId: 'weekly', name: 'Semanal', frequency: 'weekly', priceCents: 3999 },
        deliveryAddress: { name: 'Casa', street: '1200 Brickell Ave', city: 'Miami', state: 'FL', zipCode: '33131' },
        recipientPhone: '',
        zones: DELIVERY_ZONES,
        preferredDay: 6,
        startDate: TODAY,
        notes: '',
        today: TODAY,
      });
    const scheduled = Array.from({ length: SUBSCRIPTIONS }, () => randomUUID());
    const others = Array.from({ length: SUBSCRIPTIONS }, () => randomUUID());
    for (const id of [...scheduled, ...others]) await subscribe(id);
    // Only the first half is in the read model the scheduler reads: the others are the reference's.
    await rebuildProjection({ pool: bench.pool, db: bench.db, store }, projectionNamed('subscriptions')!);
    await sql`delete from subscriptions where id = any(${others})`.execute(bench.db);

    const tick = { handler: handler(), db: bench.db, pool: bench.pool, now: () => new Date(`${TODAY}T17:00:00Z`) };
    let started = performance.now();
    const run = await scheduleDueCycles(tick);
    const tickSeconds = (performance.now() - started) / 1000;
    if (run.scheduled !== SUBSCRIPTIONS) throw new Error(`the tick made ${run.scheduled} cycles`);
    started = performance.now();
    const idle = await scheduleDueCycles(tick);
    const idleSeconds = (performance.now() - started) / 1000;
    if (idle.scheduled !== 0) throw new Error('a second tick made cycles');

    const reference = handler();
    started = performance.now();
    for (const id of others)
      await reference.handle(
        subscriptionDecider,
        subscriptionStream(id),
        { type: 'SkipNextDelivery', data: { subscriptionId: id, today: TODAY } },
        { commandId: randomUUID(), correlationId: randomUUID(), actor },
      );
    const commandRate = SUBSCRIPTIONS / ((performance.now() - started) / 1000);
    const cycleRate = SUBSCRIPTIONS / tickSeconds;
    return [
      {
        figure: `scheduler tick: cycles made per second (${fmt(SUBSCRIPTIONS)} subscriptions each owing one)`,
        value: `${fmt(cycleRate)}/s`,
        reference: `${fmt(commandRate)}/s SkipNextDelivery, one after another`,
        ratio: ratio(cycleRate, commandRate),
        goal: '>= 0.80x',
      },
      {
        figure: `scheduler tick with nothing owed (${fmt(SUBSCRIPTIONS)} subscriptions)`,
        value: `${fmt(idleSeconds * 1000)} ms`,
        reference: `${fmt(tickSeconds * 1000)} ms, the tick that made them`,
        ratio: ratio(idleSeconds, tickSeconds),
        goal: '<= 0.50x',
      },
    ];
  } finally {
    await store.close();
    await bench.drop();
  }
}
