import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareProjection } from '../../projections/engine/generations';
import type { Projection } from '../../projections/engine/projection';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { eventually, loadEvents } from '../reliability/projection-support';
import { openMetricsShop, scrape, valueOf } from './scrape';

// Issue 42's "must show": /metrics scraped while a rebuild runs has its progress. The rebuild is held
// in its third batch (the test projection waits on a gate there), so "during the rebuild" is a state
// the test stands in, not a race: two batches of ten committed out of fifty events.

const NAME = 'metrics-gated';
const EVENTS = 50;

/** A read model whose rebuild stops at its 21st event until `gate` opens. */
function gatedProjection(gate: Promise<void>): Projection {
  return {
    name: NAME,
    version: 1,
    handles: 'all',
    tables: ['metrics_gated_seen'],
    async createTables(db, t) {
      await sql`create table ${sql.table(t.metrics_gated_seen!)} (event_id uuid primary key)`.execute(db);
    },
    async apply(trx, events, t) {
      if (events.some((e) => e.ordinal > 20n)) await gate;
      for (const e of events)
        await sql`insert into ${sql.table(t.metrics_gated_seen!)} values (${e.eventId}) on conflict do nothing`.execute(
          trx,
        );
      return [];
    },
  };
}

let shop: Awaited<ReturnType<typeof openMetricsShop>>;
beforeAll(async () => {
  shop = await openMetricsShop('metrics_rebuild');
});
afterAll(async () => shop?.close());

describe('/metrics during a rebuild', () => {
  it('has the rebuild’s progress (applied, total, ratio) and the rebuilding status, and drops them once it switched', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const projection = gatedProjection(gate);
    const { db, pool } = shop.database;
    await prepareProjection(db, projection);
    await loadEvents(shop.store, EVENTS, 5, 10);

    const rebuild = rebuildProjection({ pool, db, store: shop.store }, projection, { batchSize: 10 });
    try {
      const who = { projection: NAME };
      let samples = await scrape(shop.base);
      await eventually(async () => {
        samples = await scrape(shop.base);
        return valueOf(samples, 'flora_projection_rebuild_events_applied', who) === 20;
      });
      expect(valueOf(samples, 'flora_projection_rebuild_events_total', who)).toBe(EVENTS);
      expect(valueOf(samples, 'flora_projection_rebuild_progress_ratio', who)).toBeCloseTo(20 / EVENTS);
      const follower = { follower: NAME, kind: 'projection' };
      expect(valueOf(samples, 'flora_follower_status', { ...follower, status: 'rebuilding' })).toBe(1);
      expect(valueOf(samples, 'flora_follower_status', { ...follower, status: 'active' })).toBe(0);
      // The live checkpoint has applied nothing yet: the whole store behind it.
      expect(valueOf(samples, 'flora_follower_lag_events', follower)).toBe(EVENTS);
      expect(valueOf(samples, 'flora_follower_lag_seconds', follower)).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'flora_follower_figures_up')).toBe(1);
    } finally {
      open();
    }
    await rebuild;

    const after = await scrape(shop.base);
    const follower = { follower: NAME, kind: 'projection' };
    expect(valueOf(after, 'flora_projection_rebuild_events_applied', { projection: NAME })).toBeUndefined();
    expect(valueOf(after, 'flora_follower_status', { ...follower, status: 'rebuilding' })).toBe(0);
    expect(valueOf(after, 'flora_follower_lag_events', follower)).toBe(0);
    expect(valueOf(after, 'flora_follower_lag_seconds', follower)).toBe(0);
    expect(valueOf(after, 'flora_follower_events_applied_total', follower)).toBe(EVENTS);
    const { rows } = await sql<{ n: string }>`select max(global_position) as n from events`.execute(db);
    expect(valueOf(after, 'flora_follower_position', follower)).toBe(Number(rows[0]!.n));
  });
});
