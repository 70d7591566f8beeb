import { configOrExit } from '../infra/config';
import { connect } from '../infra/db/connect';
import { watchPool } from '../infra/metrics/pools';
import { startTracing } from '../infra/tracing';
import { buildCommandApi } from './app';

/** FLORA_REGISTRATIONS_PER_HOUR: a whole number of at least 1, else the default. */
function registrationsPerHour(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : undefined;
}

// The command-api process (`tsx command-api/server.ts`). The launcher migrates the database and
// always sets DATABASE_URL, whether it points at the embedded server or an external one.
async function main() {
  const config = configOrExit();
  if (!config.databaseUrl) throw new Error('command-api needs DATABASE_URL (npm start sets it)');
  const tracing = await startTracing('flora-command-api'); // off unless OTEL_EXPORTER_OTLP_*ENDPOINT
  const connection = await connect(config);
  watchPool('primary', connection.pool); // its usage on /metrics
  const { store, db } = connection;
  const app = await buildCommandApi({
    store,
    db,
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    seedDemo: process.env.FLORA_SEED_DEMO === '1',
    registrationsPerHour: registrationsPerHour(process.env.FLORA_REGISTRATIONS_PER_HOUR),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    try {
      // Stops accepting requests, lets the ones running finish, then waits for background snapshots.
      await app.close();
      await connection.close();
      await tracing.shutdown().catch(() => {}); // a collector that is down does not make the exit unclean
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.commandPort, host: config.host });
}

main().catch((err: unknown) => {
  console.error('command-api failed to start', err);
  process.exit(1);
});
