import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../../infra/db/app-tables';
import type { EventStore, Position } from '../../../infra/event-store/port';
import type { FollowerFigures } from '../../../infra/metrics/followers';
import { countEventsAfter, readProjectionStatus, type ProjectionStatus } from '../../../projections/engine/status';

// What the metrics say of every projection and reactor, read when scraped: the data-management
// screen's status (projections/engine/status.ts: position, lag in events, fault, lock, rebuild row)
// plus what only a scraper asks — the lag in seconds and how many events a rebuild goes through.

type Db = Kysely<AppDatabase>;

/** The number after the slash of a position: the global position on Postgres, the log's on KurrentDB. */
const positionNumber = (position: Position | null): number | null => {
  const n = position && /\/(\d+)$/.exec(position)?.[1];
  return n ? Number(n) : null;
};

export async function followerFigures(db: Db, store: EventStore): Promise<FollowerFigures[]> {
  const statuses = await readProjectionStatus(db, store);
  // Event times are the Postgres store's (events.recorded_at); KurrentDB's lag stays unknown, as its count does.
  const times = store.kind === 'postgres' ? await eventTimes(db, statuses) : undefined;
  return Promise.all(
    statuses.map(async (s) => ({
      name: s.name,
      kind: s.kind,
      status: s.status,
      active: s.active,
      position: positionNumber(s.position),
      eventsApplied: s.eventsApplied,
      lagEvents: s.lag,
      lagSeconds: times ? lagSeconds(s, times) : null,
      rebuild: s.rebuild && {
        eventsApplied: s.rebuild.eventsApplied,
        totalEvents: await rebuildTotal(db, store, s.rebuild),
      },
    })),
  );
}

/** What a rebuild goes through: what it applied and what the store holds after its own checkpoint. */
async function rebuildTotal(
  db: Db,
  store: EventStore,
  rebuild: NonNullable<ProjectionStatus['rebuild']>,
): Promise<number | null> {
  const left = await countEventsAfter(db, store, rebuild.position ?? undefined);
  return left === null ? null : rebuild.eventsApplied + left;
}

interface EventTimes {
  /** The newest visible event's time (readers see only below the oldest running transaction). */
  newest?: Date;
  oldest?: Date;
  at: Map<Position, Date>;
}

/** The newest event's time minus the time of the checkpoint's event (of the first, before any). */
function lagSeconds(s: ProjectionStatus, times: EventTimes): number | null {
  if (s.lag === 0 || !times.newest) return 0;
  const from = s.position === null ? times.oldest : times.at.get(s.position);
  if (!from) return null;
  return Math.max(0, (times.newest.getTime() - from.getTime()) / 1000);
}

async function eventTimes(db: Db, statuses: ProjectionStatus[]): Promise<EventTimes> {
  const positions = [...new Set(statuses.flatMap((s) => (s.position ? [s.position] : [])))];
  const end = (order: 'asc' | 'desc') => sql<{ recorded_at: Date }>`
    select recorded_at from events where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
     order by transaction_id ${sql.raw(order)}, global_position ${sql.raw(order)} limit 1`;
  const [newest, oldest, at] = await Promise.all([
    end('desc').execute(db),
    end('asc').execute(db),
    sql<{ position: string; recorded_at: Date }>`
      select p.position, e.recorded_at
        from unnest(${positions}::text[]) as p(position)
        join events e on e.transaction_id = split_part(p.position, '/', 1)::xid8
                     and e.global_position = split_part(p.position, '/', 2)::bigint`.execute(db),
  ]);
  return {
    newest: newest.rows[0]?.recorded_at,
    oldest: oldest.rows[0]?.recorded_at,
    at: new Map(at.rows.map((r) => [r.position, r.recorded_at])),
  };
}
