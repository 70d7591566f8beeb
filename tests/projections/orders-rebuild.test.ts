import { sql, type QueryExecutorProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToGeneration, sequence } from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { committedEvents, untilAllEventsVisible } from '../support/events';
import { codeOf, openOrderShop, type OrderShop } from '../api/read-orders-shop';

// A rebuild must give row for row what live batches wrote (ARCHITECTURE 5). Live applies in batches
// of 3, so an order's steps land in several batches (each loads the row's history and appends to it);
// the rebuild reads 7 at a time. Replaying events already applied must change nothing: no history
// entry twice. Two orders drawn with the same code keep it for the first placed, in both.

const NASTY = 'tab\there back\\slash new\nline "quoted" {a,b} NULL ñ 🌷';

const rowsOf = async (db: QueryExecutorProvider) =>
  (await sql<{ t: string }>`select t::text as t from orders t order by 1`.execute(db)).rows.map((r) => r.t);

/** A seeded generator: the same busy day on every run. */
function random(seed: number) {
  let s = seed;
  return (n: number) => (s = (s * 1103515245 + 12345) % 2 ** 31) % n;
}

async function busyDay(shop: OrderShop): Promise<string[]> {
  const pick = random(11);
  let clock = Date.parse('2026-01-15T08:00:00Z');
  const said = (actor = `u-${pick(3)}`) => ({ at: new Date((clock += 60_000)).toISOString(), actor });
  const ids: string[] = [];
  for (let n = 1; n <= 24; n++) {
    const customerId = `client-${pick(5)}`;
    const recipientName = `${NASTY} ${n}`;
    // Order 13 is drawn with order 5's code (the command side draws at random; it can happen).
    const code = n === 13 ? codeOf(5) : undefined;
    const placed = await shop.place({ customerId, n, code, recipientName, quantity: 1 + pick(3) }, said());
    ids.push(placed.id);
  }
  const steps = ['ConfirmOrder', 'PrepareOrder', 'MarkOrderReady'] as const;
  for (const [i, id] of ids.entries()) {
    for (const type of steps.slice(0, i % 4)) await shop.step(type, id, said());
    if (i % 5 === 0) await shop.cancel(id, NASTY, said());
    else if (i % 3 === 0) await shop.pay(id, said());
  }
  return ids;
}

describe('the orders read model rebuilt from events equals the live one', () => {
  let shop: OrderShop;
  let live: string[];
  let ids: string[];

  beforeAll(async () => {
    shop = await openOrderShop('orders_rebuild');
    ids = await busyDay(shop);
    await shop.project(3, ['orders']);
    live = await rowsOf(shop.db);
  });
  afterAll(async () => shop?.close());

  it('built something worth comparing', async () => {
    expect(live).toHaveLength(24);
    const { rows } = await sql<{ status: string; n: number }>`
      select status, count(*)::int as n from orders group by status order by status`.execute(shop.db);
    expect(rows.find((r) => r.status === 'cancelled')?.n).toBe(5);
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'confirmed', 'pending', 'preparing', 'ready']);
    const codes = await sql<{ id: string; tracking_code: string | null }>`
      select id, tracking_code from orders where id = any(${[ids[4]!, ids[12]!]})`.execute(shop.db);
    const codeOfOrder = new Map(codes.rows.map((r) => [r.id, r.tracking_code]));
    expect(codeOfOrder.get(ids[4]!)).toBe(codeOf(5));
    expect(codeOfOrder.get(ids[12]!)).toBeNull();
  });

  it('keeps one history entry per status step, in order', async () => {
    const { rows } = await sql<{ bad: number }>`
      select count(*)::int as bad from orders
      where jsonb_array_length(history) <> (select count(distinct h ->> 'status') from jsonb_array_elements(history) h)
         or history -> -1 ->> 'status' <> status
         or history -> 0 ->> 'status' <> 'pending'`.execute(shop.db);
    expect(rows[0]!.bad).toBe(0);
  });

  it('rebuilding gives the same rows', async () => {
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projectionNamed('orders')!, {
      batchSize: 7,
    });
    expect((await loadCheckpoint(shop.db, 'orders'))!.generation).toBe(2);
    expect(await rowsOf(shop.db)).toEqual(live);
  });

  it('applying events already applied changes nothing (no step twice in a history)', async () => {
    const projection = projectionNamed('orders')!;
    const { generation } = (await loadCheckpoint(shop.db, 'orders'))!;
    await untilAllEventsVisible(shop.db);
    const events = sequence(await shop.store.readAll({ limit: 10_000 }), 0n);
    for (const from of [0, events.length - 10]) {
      await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, events.slice(from), generation));
    }
    expect(await rowsOf(shop.db)).toEqual(live);
  });

  it('names the customers whose orders moved in its notice, before the orders', async () => {
    const projection = projectionNamed('orders')!;
    const { generation } = (await loadCheckpoint(shop.db, 'orders'))!;
    const { rows } = await sql<{ customer_id: string }>`
      select customer_id from orders where id = ${ids[4]!}`.execute(shop.db);
    const said = { at: '2026-01-16T09:00:00.000Z', actor: 'u-1' };
    // Counted in the table, not read: a read can stop short of the last events for a moment (events.ts).
    const seen = await committedEvents(shop.db);
    const placed = await shop.place({ customerId: 'client-new', n: 99 }, said);
    await shop.step('ConfirmOrder', ids[4]!, said);
    await untilAllEventsVisible(shop.db);
    const events = sequence((await shop.store.readAll({ limit: 10_000 })).slice(seen), BigInt(seen));
    const changed = await shop.db
      .transaction()
      .execute((trx) => applyToGeneration(trx, projection, events, generation));
    expect(changed.slice(0, 2)).toEqual(
      expect.arrayContaining([
        { entity: 'customer', id: 'client-new' },
        { entity: 'customer', id: rows[0]!.customer_id },
      ]),
    );
    expect(changed.slice(2)).toEqual(
      expect.arrayContaining([
        { entity: 'order', id: placed.id },
        { entity: 'order', id: ids[4]! },
      ]),
    );
  });
});
