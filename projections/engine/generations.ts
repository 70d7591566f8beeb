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
  for (const [base, table] of Object.entries<string>(physicalTables(projection, generation))) {
    await sql`drop view if exists ${sql.table(base)}`.execute(db);
    await sql`create view ${sql.table(base)} as select * from ${sql.table(table)}`.execute(db);
  }
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
