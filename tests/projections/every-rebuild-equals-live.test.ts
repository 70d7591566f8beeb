import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import type { AppDatabase } from '../../infra/db/app-tables';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { prepareProjections, projections } from '../../projections/registry';
import type { Projection } from '../../projections/engine/projection';
import { catchUp } from '../support/catch-up';
import { createTestDatabase } from '../support/database';

// ARCHITECTURE 5: a read model rebuilt from the events equals, row for row, the one built live.
// Every read model over the demo shop (every area's events as its commands wrote them): live in
// batches of 7 (rows continued across many batches, as a running worker does), then rebuilt in
// pages of 20,000 (COPY, settled parts or set-based writes into new tables, foreign events read for their
// place only): each table's md5 over its rows in text order is the same.

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

async function hashes(db: Kysely<AppDatabase>, projection: Projection) {
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const table of projection.tables) {
    const { rows } = await sql<{ n: string; h: string }>`
      select count(*) as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h
        from ${sql.table(table)} t`.execute(db);
    out[table] = { rows: Number(rows[0]!.n), md5: rows[0]!.h };
  }
  return out;
}

describe('every read model rebuilt equals the one built live', () => {
  let t: TestDb;
  let store: PostgresEventStore;
  const live = new Map<string, Awaited<ReturnType<typeof hashes>>>();

  beforeAll(async () => {
    t = await createTestDatabase('every_rebuild');
    store = new PostgresEventStore(t.pool);
    const config = loadConfig({ JWT_SECRET: 'test-secret' });
    await (await buildCommandApi({ store, db: t.db, config, seedDemo: true })).close();
    await prepareProjections(t.db);
    await catchUp(
      t.db,
      store,
      projections.map((p) => p.name),
      7,
    );
    for (const projection of projections) live.set(projection.name, await hashes(t.db, projection));
  }, 170_000);
  afterAll(async () => {
    await store?.close();
    await t?.drop();
  });

  it('built every read model live from the demo shop', () => {
    const empty = projections.filter((p) => Object.values(live.get(p.name)!).every((h) => h.rows === 0));
    expect(empty.map((p) => p.name)).toEqual([]);
  });

  it.each(projections.map((p) => [p.name, p] as const))('%s', async (_name, projection) => {
    await rebuildProjection({ pool: t.pool, db: t.db, store }, projection);
    expect(await hashes(t.db, projection)).toEqual(live.get(projection.name));
  });
});
