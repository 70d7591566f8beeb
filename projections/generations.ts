import { sql, type Kysely } from 'kysely';
import { physicalTables, type Projection } from './projection';

// Generations: each (re)build writes tables suffixed _g<n>; readers query views named after the
// base tables, and switching generation re-points the views inside the transaction that moves
// the live checkpoint, so a reader sees either the old tables whole or the new ones whole.

export async function createGeneration(
  db: Kysely<any>,
  projection: Projection,
  generation: number,
  withIndexes = true,
): Promise<void> {
  await dropGeneration(db, projection, generation);
  await projection.createTables(db, physicalTables(projection, generation));
  if (withIndexes) await createIndexes(db, projection, generation);
}

export async function createIndexes(db: Kysely<any>, projection: Projection, generation: number): Promise<void> {
  await projection.createIndexes?.(db, physicalTables(projection, generation));
}

export async function dropGeneration(db: Kysely<any>, projection: Projection, generation: number): Promise<void> {
  for (const table of Object.values<string>(physicalTables(projection, generation))) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}

export async function generationExists(db: Kysely<any>, projection: Projection, generation: number): Promise<boolean> {
  const names = Object.values<string>(physicalTables(projection, generation));
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_tables where schemaname = current_schema() and tablename = any(${names})`.execute(
    db,
  );
  return rows[0]?.n === names.length;
}

/** Drop and create rather than `create or replace`: a new version may change the columns. */
export async function pointViewsAt(db: Kysely<any>, projection: Projection, generation: number): Promise<void> {
  for (const [base, table] of Object.entries<string>(physicalTables(projection, generation))) {
    await sql`drop view if exists ${sql.table(base)}`.execute(db);
    await sql`create view ${sql.table(base)} as select * from ${sql.table(table)}`.execute(db);
  }
}

/**
 * First start of a projection: generation 1, its views and a checkpoint at the beginning. The insert
 * decides who creates them, so two processes starting at once cannot both do it.
 */
export async function prepareProjection(db: Kysely<any>, projection: Projection): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql`
      insert into projection_checkpoints (name, version, generation, position, status)
      values (${projection.name}, ${projection.version}, 1, null, 'running')
      on conflict (name) do nothing returning name`.execute(trx);
    if (rows.length === 0) return;
    await createGeneration(trx, projection, 1);
    await pointViewsAt(trx, projection, 1);
  });
}
