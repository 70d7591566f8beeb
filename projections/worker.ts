import { startTracing } from '../infra/tracing';
import { projectionRunners, runWorker } from './engine/worker-process';

// `tsx projections/worker.ts`: runs every registered projection (the launcher has migrated), no
// reactors; `reactors/worker.ts` runs both. See worker-process.ts for the environment.
// A span per batch when OTEL_EXPORTER_OTLP_*ENDPOINT names a collector (infra/tracing).
const tracing = await startTracing('flora-projections');
await runWorker(projectionRunners, () => tracing.shutdown());
