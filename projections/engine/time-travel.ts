import { sql, type Kysely } from 'kysely';
import type { TimeTravel } from '../../domain/ops';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { Position, RecordedEvent } from '../../infra/event-store/port';
import { sequence } from './batch';
import type { RebuildDeps } from './rebuild';
import { ensureOpsTables } from './jobs-tables';
import { forProjection, handlesEvent, type Projection, type TableNames } from './projection';
import { projectionNamed } from '../registry';

// Time travel (issue 20): a read model as of a past moment, built beside the live one. Its tables are
// `<base>_tt<id>` — never a generation (`_g<n>`) and never behind the views — so the live read model,
// its checkpoint and its rebuilds never see them; the operator browses them read-only and drops them.
// "As of" means every event the store recorded at or before the moment (events.recorded_at, the
// store's clock), applied in commit order by the projection's own `apply`, as the live runner would.

// Its shape is the answer's (GET /api/ops/time-travel): one definition, in domain/ops.
export type { TimeTravel } from '../../domain/ops';

type Db = Kysely<AppDatabase>;
const BATCH = 5_000;

interface Row {
  id: number;
  projection: string;
  until: Date;
  status: TimeTravel['status'];
  events_applied: string;
  position: string | null;
  error: string | null;
  created_at: Date;
}

export function timeTravelTables<T extends string>(projection: Projection<T>, id: number): TableNames<T> {
  return Object.fromEntries(projection.tables.map((base) => [base, `${base}_tt${id}`])) as Record<T, string>;
}

/** Records the time travel and creates its empty tables; `buildTimeTravel` fills them. */
export async function startTimeTravel(db: Db, projection: Projection, until: Date): Promise<TimeTravel> {
  await ensureOpsTables(db);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<Row>`
      insert into time_travels (projection, until) values (${projection.name}, ${until}) returning *`.execute(trx);
    const t = timeTravelTables(projection, rows[0]!.id);
    await projection.createTables(forProjection(trx), t);
    await projection.createIndexes?.(forProjection(trx), t);
    return toTimeTravel(rows[0]!);
  });
}

/**
 * Reads the whole store in commit order (the store's clock is not quite monotonic in that order, so
 * an early stop could miss an event) and applies those recorded by `until`, each batch with its
 * count in one transaction. Ordinals count every event, as the live runner's do. Never throws: a
 * failure is recorded on the row.
 */
export async function buildTimeTravel(
  deps: RebuildDeps,
  projection: Projection,
  id: number,
): Promise<TimeTravel | undefined> {
  const row = await readRow(deps.db, id);
  if (!row) throw new Error(`no time travel ${id}`);
  const t = timeTravelTables(projection, id);
  try {
    if (deps.store.kind !== 'postgres')
      throw new Error('el viaje en el tiempo necesita el almacén de eventos de Postgres');
    let after: Position | undefined;
    let passed = 0n;
    for (let events = await deps.store.readAll({ limit: BATCH }); events.length > 0;) {
      const kept = await recordedBy(deps.db, events, row.until);
      const wanted = sequence(events, passed).filter((e) => kept.has(e.eventId) && handlesEvent(projection, e.type));
      const lastKept = [...events].reverse().find((e) => kept.has(e.eventId));
      await deps.db.transaction().execute(async (trx) => {
        if (wanted.length > 0) await projection.apply(forProjection(trx), wanted, t);
        await sql`
          update time_travels set events_applied = events_applied + ${kept.size},
                 position = coalesce(${lastKept?.position ?? null}, position)
           where id = ${id}`.execute(trx);
      });
      passed += BigInt(events.length);
      after = events[events.length - 1]!.position;
      events = await deps.store.readAll({ after, limit: BATCH });
    }
    await sql`update time_travels set status = 'ready' where id = ${id}`.execute(deps.db);
  } catch (err) {
    const error = `No se pudo reconstruir ${projection.name}: ${(err as Error).message}`.slice(0, 500);
    await sql`update time_travels set status = 'failed', error = ${error} where id = ${id}`.execute(deps.db);
  }
  // Undefined when it was dropped while building.
  return findTimeTravel(deps.db, id);
}

/** What `npm run projections -- replay <name> --until <time>` runs: start and build, to the end. */
export async function replayUntil(deps: RebuildDeps, projection: Projection, until: Date): Promise<TimeTravel> {
  const started = await startTimeTravel(deps.db, projection, until);
  return (await buildTimeTravel(deps, projection, started.id)) ?? { ...started, status: 'failed', error: 'eliminado' };
}

/** The ids of these events the store recorded at or before `until`. */
async function recordedBy(db: Db, events: readonly RecordedEvent[], until: Date): Promise<Set<string>> {
  const ids = events.map((e) => e.eventId);
  const { rows } = await sql<{ id: string }>`
    select event_id::text as id from events where event_id = any(${ids}::uuid[]) and recorded_at <= ${until}`.execute(
    db,
  );
  return new Set(rows.map((r) => r.id));
}

async function readRow(db: Db, id: number): Promise<Row | undefined> {
  await ensureOpsTables(db);
  const { rows } = await sql<Row>`select * from time_travels where id = ${id}`.execute(db);
  return rows[0];
}

export async function findTimeTravel(db: Db, id: number): Promise<TimeTravel | undefined> {
  const row = await readRow(db, id);
  return row && toTimeTravel(row);
}

export async function listTimeTravels(db: Db): Promise<TimeTravel[]> {
  await ensureOpsTables(db);
  const { rows } = await sql<Row>`select * from time_travels order by id desc limit 100`.execute(db);
  return rows.map(toTimeTravel);
}

/** Drops its tables and forgets it; false when there was none. */
export async function dropTimeTravel(db: Db, id: number): Promise<boolean> {
  await ensureOpsTables(db);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<Row>`delete from time_travels where id = ${id} returning *`.execute(trx);
    if (!rows[0]) return false;
    for (const table of tablesOf(rows[0].projection, id))
      await sql`drop table if exists ${sql.table(table)}`.execute(trx);
    return true;
  });
}

/** Its physical tables, in the projection's order (none when the projection left the registry). */
function tablesOf(name: string, id: number): string[] {
  const projection = projectionNamed(name);
  return projection ? Object.values<string>(timeTravelTables(projection, id)) : [];
}

function toTimeTravel(r: Row): TimeTravel {
  return {
    id: r.id,
    projection: r.projection,
    until: r.until.toISOString(),
    status: r.status,
    eventsApplied: Number(r.events_applied),
    position: r.position,
    createdAt: r.created_at.toISOString(),
    tables: tablesOf(r.projection, r.id),
    ...(r.error === null ? {} : { error: r.error }),
  };
}
