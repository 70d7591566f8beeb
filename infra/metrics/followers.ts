import { Counter, Gauge, type Metric } from 'prom-client';
import type { ProjectionStatus } from '../../domain/ops';
import { registry } from './registry';

// Every projection and reactor as the database has it (its checkpoint row, its lock, its rebuild's
// row), read when scraped: right in any process that reads it and after any restart, whichever
// worker applies the events. The read-api gives the reading (read-api/ops/queries/follower-figures.ts,
// on projections/engine/status.ts); this file only turns it into series.

/** One follower's figures at scrape time. */
export interface FollowerFigures {
  name: string;
  kind: 'projection' | 'reactor';
  status: ProjectionStatus['status'];
  /** A worker holds its lock: someone applies its events. */
  active: boolean;
  /** The global position number of its checkpoint; null before its first event. */
  position: number | null;
  eventsApplied: number;
  /** Null when the event store cannot tell cheaply (KurrentDB). */
  lagEvents: number | null;
  lagSeconds: number | null;
  rebuild: { eventsApplied: number; totalEvents: number | null } | null;
}

export type FollowerSource = () => Promise<FollowerFigures[]>;

/**
 * What `flora_follower_status` says: `active` (running, a worker holds its lock), `stopped` (running,
 * nobody holds it), `faulted`, `rebuilding`, `stale` (its code's version differs: a rebuild is due).
 * A worker's own view (active or on standby) is `flora_runner_state` on the worker's port.
 */
export const FOLLOWER_STATES = ['active', 'stopped', 'faulted', 'rebuilding', 'stale'] as const;

const who = ['follower', 'kind'] as const;
const sources: FollowerSource[] = [];
/**
 * One reading serves every series of one scrape: prom-client starts every collect in the same tick,
 * so they share the reading in flight; the next scrape reads again.
 */
let reading: Promise<FollowerFigures[] | undefined> | undefined;

function figures(): Promise<FollowerFigures[] | undefined> {
  const source = sources.at(-1);
  if (!source) return Promise.resolve(undefined);
  // A database that cannot be read (or not before the scraper gives up) is a figure of its own,
  // flora_follower_figures_up 0, and the process's other series still answer.
  reading ??= withinTime(source().catch(() => undefined)).finally(() => (reading = undefined));
  return reading;
}

/** Below Prometheus' default scrape timeout (10 s). */
const READING_TIMEOUT_MS = 5000;

function withinTime<T>(work: Promise<T | undefined>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), READING_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A gauge refilled from each reading: a follower gone from the database leaves no stale series. */
function fromFigures<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  fill: (gauge: Gauge<L>, all: FollowerFigures[]) => void,
): Gauge<L> {
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [],
    async collect() {
      const all = await figures();
      this.reset();
      if (all) fill(this, all);
    },
  });
}

const labelsOf = (f: FollowerFigures) => ({ follower: f.name, kind: f.kind });

const metrics: Metric[] = [
  new Gauge({
    name: 'flora_follower_figures_up',
    help: '1 when the last scrape read the checkpoints, 0 when the database could not be read',
    registers: [],
    async collect() {
      this.set((await figures()) ? 1 : 0);
    },
  }),
  fromFigures('flora_follower_position', 'Global position number of the checkpoint', who, (g, all) => {
    for (const f of all) if (f.position !== null) g.set(labelsOf(f), f.position);
  }),
  fromFigures('flora_follower_lag_events', 'Events in the store after the checkpoint', who, (g, all) => {
    for (const f of all) if (f.lagEvents !== null) g.set(labelsOf(f), f.lagEvents);
  }),
  fromFigures(
    'flora_follower_lag_seconds',
    'Time of the newest event minus the time of the checkpoint’s event (0 when caught up)',
    who,
    (g, all) => {
      for (const f of all) if (f.lagSeconds !== null) g.set(labelsOf(f), f.lagSeconds);
    },
  ),
  fromFigures(
    'flora_follower_status',
    `1 for the follower's state: ${FOLLOWER_STATES.join(', ')}`,
    [...who, 'status'],
    (g, all) => {
      for (const f of all)
        for (const status of FOLLOWER_STATES) g.set({ ...labelsOf(f), status }, stateOf(f) === status ? 1 : 0);
    },
  ),
  new Counter({
    name: 'flora_follower_events_applied_total',
    help: 'Events the follower has passed (its checkpoint’s count): rate() is its events per second',
    labelNames: who,
    registers: [],
    async collect() {
      const all = await figures();
      this.reset();
      for (const f of all ?? []) this.inc(labelsOf(f), f.eventsApplied);
    },
  }),
  fromFigures(
    'flora_projection_rebuild_events_applied',
    'Events the rebuild under way has applied',
    ['projection'],
    (g, all) => {
      for (const f of all) if (f.rebuild) g.set({ projection: f.name }, f.rebuild.eventsApplied);
    },
  ),
  fromFigures(
    'flora_projection_rebuild_events_total',
    'Events the rebuild under way goes through',
    ['projection'],
    (g, all) => {
      for (const f of all) if (f.rebuild?.totalEvents != null) g.set({ projection: f.name }, f.rebuild.totalEvents);
    },
  ),
  fromFigures('flora_projection_rebuild_progress_ratio', 'Applied over total, 0 to 1', ['projection'], (g, all) => {
    for (const f of all) {
      const total = f.rebuild?.totalEvents;
      if (f.rebuild && total != null) g.set({ projection: f.name }, total === 0 ? 1 : f.rebuild.eventsApplied / total);
    }
  }),
];

function stateOf(f: FollowerFigures): (typeof FOLLOWER_STATES)[number] {
  if (f.status === 'running') return f.active ? 'active' : 'stopped';
  return f.status;
}

/**
 * Exports the followers' series from `source`, read at each scrape; the returned function stops.
 * A process exports them once it watches one source (the read-api does); the last watched answers.
 */
export function watchFollowers(source: FollowerSource): () => void {
  // Registering the same metric again is allowed: a second read-api in one process (tests) shares them.
  for (const m of metrics) registry.registerMetric(m);
  sources.push(source);
  reading = undefined;
  return () => {
    sources.splice(sources.indexOf(source), 1);
    reading = undefined;
  };
}
