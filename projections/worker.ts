import { projectionRunners, runWorker } from './engine/worker-process';

// `tsx projections/worker.ts`: runs every registered projection (the launcher has migrated), no
// reactors; `reactors/worker.ts` runs both. See worker-process.ts for the environment.
await runWorker(projectionRunners);
