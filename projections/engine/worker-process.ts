import { configOrExit } from '../../infra/config';
import { connect, type Connection } from '../../infra/db/connect';
import { serveWorkerMetrics } from '../../infra/metrics/worker-port';
import type { ProjectionFault } from './batch';
import type { Checkpoint } from './checkpoints';
import { projections } from '../registry';
import type { FollowerRunner } from './runner';
import { ProjectionRunner } from './runner';

// The worker process around the engine: connects, starts runners, logs them as JSON lines, stops
// them on SIGTERM/SIGINT. `projections/worker.ts` runs the projections; `reactors/worker.ts` (what
// `npm start` runs) runs them and the reactors. Several workers may run: per projection or reactor
// one is active, the others stand by for its lock.
// Environment: DATABASE_URL, FLORA_PROJECTIONS (comma list of projections and reactors, default all),
// FLORA_PROJECTION_BATCH (events per batch), FLORA_PROJECTION_LOG=batches (one line per batch).

export function log(fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ at: new Date().toISOString(), pid: process.pid, ...fields })}\n`);
}

const wanted = process.env.FLORA_PROJECTIONS?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
/** Whether FLORA_PROJECTIONS picks this projection or reactor (all when unset). */
export const isWanted = (name: string) => !wanted || wanted.includes(name);

/** Runners of the registered projections FLORA_PROJECTIONS picks. */
export function projectionRunners(connection: Connection): FollowerRunner[] {
  // Unset: pages of 1,000 at the head, growing to CATCH_UP_BATCH while behind (runner.ts).
  const batchSize = process.env.FLORA_PROJECTION_BATCH ? Number(process.env.FLORA_PROJECTION_BATCH) : undefined;
  return projections
    .filter((p) => isWanted(p.name))
    .map(
      (projection) =>
        new ProjectionRunner(connection, projection, {
          batchSize,
          onRebuildProgress: (p) => log({ event: 'rebuild', ...p }),
        }),
    );
}

function logged(runner: FollowerRunner): FollowerRunner {
  const name = runner.follower.name;
  const who = { [runner.follower.kind]: name };
  runner.on('active', () => log({ event: 'active', ...who }));
  runner.on('standby', () => log({ event: 'standby', ...who }));
  runner.on('retry', (err: Error) => log({ event: 'retry', ...who, error: err.message }));
  runner.on('fault', (err: ProjectionFault) => {
    log({ event: 'faulted', ...who, position: err.event.position, error: err.message });
  });
  runner.on('resumed', (c: Checkpoint) => log({ event: 'resumed', ...who, position: c.position ?? null }));
  if (process.env.FLORA_PROJECTION_LOG === 'batches') {
    runner.on('batch', (c: Checkpoint) =>
      log({ event: 'batch', ...who, position: c.position, events: String(c.eventsApplied) }),
    );
  }
  return runner;
}

/** Runs the runners `make` gives until SIGTERM/SIGINT; `onStop` runs after they stopped. */
export async function runWorker(
  make: (connection: Connection) => FollowerRunner[],
  onStop: () => Promise<void> = async () => {},
): Promise<void> {
  const config = configOrExit();
  const connection = await connect(config);
  const runners = make(connection).map((r) => logged(r).start());
  serveWorkerMetrics(runners, connection.pool, config.host, log); // METRICS_PORT: /metrics for the deployment's scraper
  log({
    event: 'started',
    projections: runners.filter((r) => r.follower.kind === 'projection').map((r) => r.follower.name),
    reactors: runners.filter((r) => r.follower.kind === 'reactor').map((r) => r.follower.name),
  });
  let stopping = false;
  async function stop(): Promise<void> {
    if (stopping) return;
    stopping = true;
    await Promise.all(runners.map((r) => r.stop()));
    await onStop();
    await connection.close();
    log({ event: 'stopped' });
    process.exit(0);
  }
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
