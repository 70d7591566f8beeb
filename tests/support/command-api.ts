import { afterEach } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import { SETTINGS_STREAM } from '../../domain/settings';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { createTestDatabase } from './database';

/**
 * For a test file: `freshApi()` gives a command-api on its own fresh database, signed in as the
 * owner, and everything it opened is closed after each test.
 */
export function useFreshCommandApi(prefix: string) {
  const config = loadConfig({ JWT_SECRET: `${prefix}-secret` });
  const owner = signToken({ userId: 'owner-1', roles: ['owner'] }, config.jwtSecret);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function freshApi() {
    const database = await createTestDatabase(prefix);
    const store = new PostgresEventStore(database.pool);
    // Tokens here name made-up users (owner-1): the account check is the identity tests' concern.
    const app = await buildCommandApi({ store, db: database.db, config, accounts: 'trust-token' });
    cleanups.push(
      () => database.drop(),
      () => store.close(),
      () => app.close(),
    );
    const put = (url: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'PUT', url, payload, headers: { authorization: `Bearer ${owner}`, ...headers } });
    const putTaxRate = (taxRatePercent: number, headers?: Record<string, string>) =>
      put('/api/settings/tax-rate', { taxRatePercent }, headers);
    const stream = () => store.readStream(SETTINGS_STREAM);
    return { database, store, app, put, putTaxRate, stream };
  }
  return { config, owner, cleanups, freshApi };
}
