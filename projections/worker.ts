import { configOrExit } from '../infra/config';
import { connect } from '../infra/db/connect';
import { projections } from './registry';
import { ProjectionRunner } from './runner';
import type { ProjectionFault } from './batch';
import type { Checkpoint } from './checkpoints';

// `tsx projections/worker.ts`: runs every registered projection (the launcher has migrated).
// Several workers may run: per projection one is active, the others stand by for its lock.
// Environment: DATABASE_URL, FLORA_PROJECTIONS (comma list, default all),
// FLORA_PROJECTION_BATCH (events per batch), FLORA_PROJECTION_LOG=batches (one line per batch).

function log(fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ at: new Date().toISOString(), pid: process.pid, ...fields })}\n`);
}

const config = configOrExit();
const connection = await connect(config);
const wanted = process.env.FLORA_PROJECTIONS?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const selected = projections.filter((p) => !wanted || wanted.includes(p.name));
const batchSize = Number(process.env.FLORA_PROJECTION_BATCH ?? 1000);
const logBatches = process.env.FLORA_PROJECTION_LOG === 'batches';

const runners = selected.map((projection) => {
  const runner = new ProjectionRunner(connection, projection, {
    batchSize,
    onRebuildProgress: (p) => log({ event: 'rebuild', ...p }),
  });
  const name = projection.name;
  runner.on('active', () => log({ event: 'active', projection: name }));
  runner.on('standby', () => log({ event: 'standby', projection: name }));
  runner.on('retry', (err: Error) => log({ event: 'retry', projection: name, error: err.message }));
  runner.on('fault', (err: ProjectionFault) => {
    log({ event: 'faulted', projection: name, position: err.event.position, error: err.message });
  });
  runner.on('resumed', (c: Checkpoint) => log({ event: 'resumed', projection: name, position: c.position ?? null }));
  if (logBatches) {
    runner.on('batch', (c: Checkpoint) =>
      log({ event: 'batch', projection: name, position: c.position, events: String(c.eventsApplied) }),
    );
  }
  return runner.start();
});
log({ event: 'started', projections: selected.map((p) => p.name) });

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(runners.map((r) => r.stop()));
  await connection.close();
  log({ event: 'stopped' });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
