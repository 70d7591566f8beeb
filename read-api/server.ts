import type { FastifyRequest } from 'fastify';
import { configOrExit } from '../infra/config';
import { connect } from '../infra/db/connect';
import { startTracing } from '../infra/tracing';
import { createPool } from '../infra/db/pool';
import { buildReadApi, type ReadApiOptions } from './app';
import { DEFAULT_CONSISTENCY } from './shared/consistency';

// The read-api process: `tsx read-api/server.ts`. The launcher always sets DATABASE_URL.

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a positive number of milliseconds, got '${value}'`);
  return n;
}

/** Options this process alone reads from the environment. */
export function readApiOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ReadApiOptions> {
  return {
    consistency: {
      timeoutMs: positiveNumber(
        env.READ_CONSISTENCY_TIMEOUT_MS,
        DEFAULT_CONSISTENCY.timeoutMs,
        'READ_CONSISTENCY_TIMEOUT_MS',
      ),
      pollMs: positiveNumber(env.READ_CONSISTENCY_POLL_MS, DEFAULT_CONSISTENCY.pollMs, 'READ_CONSISTENCY_POLL_MS'),
    },
    keepaliveMs: positiveNumber(env.WS_KEEPALIVE_MS, 30_000, 'WS_KEEPALIVE_MS'),
    frontendDir: env.FRONTEND_DIR ?? 'frontend/dist',
    allowedOrigins: (env.FLORA_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}

/** A websocket URL's ticket is good once, but a log line keeps nothing that opens a socket (nor a token sent by mistake). */
export const redactToken = (url: string) => url.replace(/([?&](?:token|ticket)=)[^&]*/g, '$1[redacted]');

async function main(): Promise<void> {
  const config = configOrExit();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set (npm start sets it for every process)');
  const tracing = await startTracing('flora-read-api'); // off unless OTEL_EXPORTER_OTLP_*ENDPOINT
  const connection = await connect(config);
  const { pool, db, store } = connection;
  // Read models from the replica when there is one; LISTEN, writes and events stay on the primary.
  const replica = config.databaseReplicaUrl ? createPool(config.databaseReplicaUrl) : undefined;
  const logger = {
    level: process.env.LOG_LEVEL ?? 'info',
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactToken(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
  const app = await buildReadApi({
    db,
    store,
    pool,
    replica,
    config,
    options: { ...readApiOptionsFromEnv(), logger },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'read-api closing');
    await app.close().catch((err) => app.log.error({ err }, 'close failed'));
    await replica?.end().catch(() => {});
    await connection.close();
    await tracing.shutdown().catch(() => {});
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.readPort, host: config.host });
}

main().catch((err) => {
  console.error('read-api failed to start:', err);
  process.exit(1);
});
