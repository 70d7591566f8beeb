import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../../infra/db/app-tables';
import type { ProjectionHealth } from '../../../domain/reports';
import type { EventStore } from '../../../infra/event-store/port';
import { readProjectionStatus, type ProjectionStatus } from '../../../projections/engine/status';

// The admin's health line: each projection and reactor as data management shows it (status, events
// behind the store's head, its fault), and the counts the dashboard's card needs. `healthy` is every
// one running; a rebuild in progress is not a fault, but is not healthy yet either.

export async function projectionHealth(db: Kysely<AppDatabase>, store: EventStore): Promise<ProjectionHealth> {
  const all = (await readProjectionStatus(db, store)).sort((a, b) => a.name.localeCompare(b.name));
  const count = (s: ProjectionStatus['status']) => all.filter((p) => p.status === s).length;
  const lags = all.map((p) => p.lag).filter((l): l is number => l !== null);
  return {
    healthy: all.every((p) => p.status === 'running'),
    running: count('running'),
    faulted: count('faulted'),
    rebuilding: count('rebuilding'),
    stale: count('stale'),
    maxLag: lags.length > 0 ? Math.max(...lags) : null,
    items: all.map((p) => ({ name: p.name, kind: p.kind, status: p.status, lag: p.lag, error: p.error })),
  };
}
