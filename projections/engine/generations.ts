import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import { insertCheckpoint } from './checkpoints';
import { forProjection, physicalTables, type Projection } from './projection';

type Db = Kysely<AppDatabase>;

// Generations: each (re)build writes tables suffixed _g<n>; readers query views named after the
// base tables, and switching generation re-points the views inside the transaction that moves
// the live checkpoint, so a reader sees either the old tables whole or the new ones whole.

export async function createGeneration(
  db: Db,
  projection: Projection,
  generation: number,
  withIndexes = true,
): Promise<void> {
  await dropGeneration(db, projection, generation);
  await projection.createTables(forProjection(db), physicalTables(projection, generation));
  if (withIndexes) await createIndexes(db, projection, generation);
}

export async function createIndexes(db: Db, projection: Projection, generation: number): Promise<void> {
  await projection.createIndexes?.(forProjection(db), physicalTables(projection, generation));
}

export async function dropGeneration(db: Db, projection: Projection, generation: number): Promise<void> {
  for (const table of Object.values<string>(physicalTables(projection, generation))) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}

export async function generationExists(db: Db, projection: Projection, generation: number): Promise<boolean> {
  const names = Object.values<string>(physicalTables(projection, generation));
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_tables where schemaname = current_schema() and tablename = any(${names})`.execute(
    db,
  );
  return rows[0]?.n === names.length;
}

/** Drop and create rather than `create or replace`: a new version may change the columns. */
export async function pointViewsAt(db: Db, projection: Projection, generation: number): Promise<void> {
  await lockViews(db, Object.keys(physicalTables(projection, generation)));
  for (const [base, table] of Object.entries<string>(physicalTables(projection, generation))) {
    await sql`drop view if exists ${sql.table(base)}`.execute(db);
    await sql`create view ${sql.table(base)} as select * from ${sql.table(table)}`.execute(db);
  }
}

const LOCK_NOT_AVAILABLE = '55P03';
/** How long the switch keeps asking before it waits its turn like any other statement. */
const LOCK_PATIENCE_MS = 10_000;

/**
 * All of a read model's views locked at once, or none. A reader whose one statement reads two views
 * (the inventory list: products and counts) locks them in its own order; a switch that held one view
 * while waiting for the other would deadlock with it, and Postgres would fail the reader (a 500) or
 * the switch. So the switch never waits while it holds one: it asks for all with NOWAIT and, when a
 * reader holds any, lets go and asks again a moment later (readers' statements take milliseconds).
 * Must run inside the transaction that re-points the views.
 */
async function lockViews(db: Db, views: string[]): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select viewname as name from pg_views where schemaname = current_schema() and viewname = any(${views})
    order by viewname`.execute(db);
  if (rows.length === 0) return;
  const list = sql.join(rows.map((r) => sql.table(r.name)));
  const giveUpAt = Date.now() + LOCK_PATIENCE_MS;
  for (let wait = 2; Date.now() < giveUpAt; wait = Math.min(wait * 2, 50)) {
    await sql`savepoint lock_views`.execute(db);
    try {
      await sql`lock table ${list} in access exclusive mode nowait`.execute(db);
      await sql`release savepoint lock_views`.execute(db); // the locks stay with the transaction
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw err;
      // Rolled back and released: the retries leave no nested subtransactions behind.
      await sql`rollback to savepoint lock_views`.execute(db);
      await sql`release savepoint lock_views`.execute(db);
      await new Promise((r) => setTimeout(r, wait + Math.random() * wait));
    }
  }
  await sql`lock table ${list} in access exclusive mode`.execute(db);
}

/**
 * First start of a projection: generation 1, its views and a checkpoint at the beginning. The insert
 * decides who creates them, so two processes starting at once cannot both do it.
 */
export async function prepareProjection(db: Db, projection: Projection): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await insertCheckpoint(trx, projection.name, 'projection', projection.version))) return;
    await createGeneration(trx, projection, 1);
    await pointViewsAt(trx, projection, 1);
  });
}
