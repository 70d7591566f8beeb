import { randomUUID } from 'node:crypto';
import { sql, type QueryExecutorProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToGeneration, sequence } from '../../projections/engine/batch';
import { INT8 } from '../../projections/engine/column-values';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { createGeneration } from '../../projections/engine/generations';
import type { SequencedEvent } from '../../projections/engine/projection';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { untilAllEventsVisible } from '../support/events';
import { CUSTOMERS, subscriptionBook, type SubscriptionBook } from './read-subscriptions-book';
import { openSubscriptionShop, type SubscriptionShop } from './read-subscriptions-shop';

// The subscriptions read model: rebuilt from the events it equals the live one, a replay changes
// nothing, its notices name the customers first, and events as any writer may have left them are
// applied without stopping it (the same in one batch as one by one).

let shop: SubscriptionShop;
let book: SubscriptionBook;

beforeAll(async () => {
  shop = await openSubscriptionShop('read_subscriptions_model');
  book = await subscriptionBook(shop);
  await shop.projectSubscriptions(3);
});
afterAll(async () => shop?.close());

const TABLES = ['subscriptions', 'subscription_cycles', 'subscription_plans'];
const rowsOf = async (db: QueryExecutorProvider, generation?: number) =>
  Promise.all(
    TABLES.map(async (table) => {
      const name = sql.table(generation === undefined ? table : `${table}_g${generation}`);
      return (await sql<{ t: string }>`select t::text as t from ${name} t order by 1`.execute(db)).rows.map((r) => r.t);
    }),
  );

describe('the subscriptions read model', () => {
  const projection = projectionNamed('subscriptions')!;
  let live: string[][];
  beforeAll(async () => {
    live = await rowsOf(shop.db);
  });

  it('rebuilt from the events equals the live one', async () => {
    expect(live.map((rows) => rows.length)).toEqual([7, 4, 2]);
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projection, { batchSize: 4 });
    expect((await loadCheckpoint(shop.db, 'subscriptions'))!.generation).toBe(2);
    expect(await rowsOf(shop.db)).toEqual(live);
  });

  it('applying events already applied changes nothing (no pause, skip or charge twice)', async () => {
    const { generation } = (await loadCheckpoint(shop.db, 'subscriptions'))!;
    await untilAllEventsVisible(shop.db);
    const events = sequence(await shop.store.readAll({ limit: 10_000 }), 0n);
    for (const from of [0, events.length - 10])
      await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, events.slice(from), generation));
    expect(await rowsOf(shop.db)).toEqual(live);
  });

  it('names the customers first, then the subscriptions and plans that moved', async () => {
    const { generation } = (await loadCheckpoint(shop.db, 'subscriptions'))!;
    const seen = (await shop.store.readAll({ limit: 10_000 })).length;
    const at = '2026-01-16T16:00:00.000Z';
    await shop.record(book.open, at, {
      type: 'SubscriptionResumed',
      data: { subscriptionId: book.open, resumedOn: '2026-01-16' },
    });
    await shop.record(book.monthly, at, {
      type: 'SubscriptionChargePaid',
      data: { subscriptionId: book.monthly, cycleDay: '2026-01-01', method: 'cash', amountCents: 8999, paidAt: at },
    });
    await untilAllEventsVisible(shop.db);
    const events = sequence((await shop.store.readAll({ limit: 10_000 })).slice(seen), BigInt(seen));
    const changed = await shop.db
      .transaction()
      .execute((trx) => applyToGeneration(trx, projection, events, generation));
    expect(changed).toEqual([
      { entity: 'customer', id: CUSTOMERS.dora },
      { entity: 'customer', id: CUSTOMERS.beto },
      { entity: 'subscription', id: book.open },
      { entity: 'subscription', id: book.monthly },
    ]);
    const { rows } = await sql<{ charge_status: string; method: string }>`
      select charge_status, method from subscription_cycles where subscription_id = ${book.monthly}`.execute(shop.db);
    expect(rows).toEqual([{ charge_status: 'paid', method: 'cash' }]);
  });
});

const HUGE = 'x'.repeat(8192);
const POISONED: [stream: string, type: string, data: unknown][] = [
  [
    'subscription-a',
    'Subscribed',
    {
      customerId: HUGE,
      plan: { frequency: 'daily', priceCents: 'mucho' },
      cadence: { anchor: '2026-02-30' },
      startDate: 'mañana',
      deliveryAddress: null,
      zone: 5,
      preferredDay: 1e12,
      notes: 'nota\u0000 \ud800',
    },
  ],
  ['subscription-a', 'SubscriptionPaused', { pause: { from: 'ayer', until: 3 } }],
  ['subscription-a', 'SubscriptionPaused', { pause: { from: '2026-01-10', until: null } }],
  ['subscription-a', 'SubscriptionResumed', { resumedOn: null }],
  ['subscription-a', 'SubscriptionCycleSkipped', { cycleDay: 7 }],
  ['subscription-a', 'SubscriptionCycleScheduled', { cycleDay: '2026-01-12', deliverTo: 'aquí', chargeCents: 1e30 }],
  ['subscription-a', 'SubscriptionChargePaid', { cycleDay: '2026-01-12', method: 'bitcoin' }],
  ['subscription-a', 'SubscriptionChargeWaived', { cycleDay: '2026-01-99' }],
  ['subscription-a', 'SubscriptionPlanChanged', 'a bare string'],
  ['subscription-b', 'SubscriptionCancelled', { reason: 'never subscribed' }],
  ['subscription-', 'Subscribed', {}],
  ['plan-book', 'SubscriptionPlanAdded', { plan: { id: null } }],
  ['plan-book', 'SubscriptionPlanEdited', { plan: { id: 'weekly', priceCents: -1, frequency: 'yearly' } }],
  ['elsewhere', 'Subscribed', {}],
];

function poisonedEvents(): SequencedEvent[] {
  const revisions = new Map<string, bigint>();
  return POISONED.map(([streamId, type, data], i) => {
    const revision = revisions.get(streamId) ?? 0n;
    revisions.set(streamId, revision + 1n);
    const metadata = (i % 2 ? { occurredAt: 'luego' } : null) as unknown as SequencedEvent['metadata'];
    const position = `${1000 + i}/${i + 1}`;
    return { eventId: randomUUID(), type, data, metadata, streamId, revision, position, ordinal: BigInt(i + 1) };
  });
}

describe('the subscriptions projection takes whatever an event holds', () => {
  const projection = projectionNamed('subscriptions')!;
  const events = poisonedEvents();

  it('writes the same rows in one batch as one by one, each a row the readers can compute with', async () => {
    await createGeneration(shop.db, projection, 11);
    await createGeneration(shop.db, projection, 12);
    await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, events, 11));
    for (const e of events) await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, [e], 12));
    const rows = await rowsOf(shop.db, 11);
    expect(await rowsOf(shop.db, 12)).toEqual(rows);
    expect(rows.map((r) => r.length)).toEqual([1, 1, 1]);
    const { rows: subscriptions } = await sql`select id, status, frequency, cadence, pauses, skips, notes,
        price_cents::text as price, preferred_day, to_char(last_scheduled, 'YYYY-MM-DD') as last_scheduled
      from subscriptions_g11`.execute(shop.db);
    expect(subscriptions).toEqual([
      {
        id: 'a',
        status: 'active',
        frequency: 'weekly',
        // A cadence always holds a real day: the readers' schedule never meets one it cannot compute.
        cadence: { frequency: 'weekly', anchor: '1970-01-01' },
        pauses: [{ from: '2026-01-10', until: null }],
        skips: [],
        notes: 'nota \ufffd',
        price: '0',
        preferred_day: 2147483647,
        last_scheduled: '2026-01-12',
      },
    ]);
    const { rows: cycles } = await sql`select charge_status, method, charge_cents::text as cents
      from subscription_cycles_g11`.execute(shop.db);
    expect(cycles).toEqual([{ charge_status: 'paid', method: null, cents: String(INT8.max) }]);
  });
});
