import { sql } from 'kysely';
import { buildCommandApi } from '../../command-api/app';
import { demoUserId } from '../../command-api/seed/users';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { prepareProjections, projections } from '../../projections/registry';
import { ProjectionRunner } from '../../projections/engine/runner';
import { readProjectionStatus } from '../../projections/engine/status';
import { buildReadApi } from '../../read-api/app';
import { createTestDatabase } from '../support/database';

// The shop the fuzz test attacks: both APIs on a scratch database with the demo data (products,
// partners, agreements, clients, invoices, one user per role), every projection running in-process.

export const fuzzConfig = loadConfig({
  JWT_SECRET: 'fuzz-test-secret-0123456789abcdef',
  JWT_EXPIRES_IN: '1h',
});
const OWNER = { email: 'owner@flora.test', password: 'flora-owner-2026' };

export async function openFuzzShop() {
  const database = await createTestDatabase('fuzz');
  const { db, pool } = database;
  const store = new PostgresEventStore(database.pool);
  await prepareProjections(db);
  const command = await buildCommandApi({ store, db, config: fuzzConfig, seedDemo: true });
  const read = await buildReadApi({
    db,
    store,
    pool,
    config: fuzzConfig,
    options: { consistency: { timeoutMs: 100, pollMs: 20 } },
  });
  const runners = projections.map((p) =>
    new ProjectionRunner({ pool, db, store }, p, { batchSize: 500, lockRetryMs: 50 }).start(),
  );

  /** A new session of the owner's (a fuzzed sign-out everywhere ends every one before it). */
  async function signInOwner(): Promise<string> {
    const login = await command.inject({ method: 'POST', url: '/api/auth/login', payload: OWNER });
    if (login.statusCode !== 200) throw new Error(`owner login failed: ${login.statusCode} ${login.body}`);
    return login.json().data.token;
  }
  const ownerToken = await signInOwner();

  /** The last global position: it moves exactly when a request appended events. */
  const head = async () =>
    Number(
      (await sql<{ n: string }>`select coalesce(max(global_position), 0) as n from events`.execute(db)).rows[0]!.n,
    );

  /**
   * Every aggregate id of the seeded shop (bare and as its stream), so generated requests reach real
   * products, agreements and invoices. The owner's own account is left out: a fuzzed role change
   * on it would lock the rest of the run out.
   */
  async function knownIds(): Promise<string[]> {
    const owner = demoUserId(OWNER.email);
    const { rows } = await sql<{ stream_id: string }>`select distinct stream_id from events`.execute(db);
    const streams = rows.map((r) => r.stream_id).filter((s) => !s.includes(owner));
    const bare = streams
      .map((s) => s.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)?.[0])
      .filter((s): s is string => !!s);
    return [...new Set([...bare, ...streams])];
  }

  /** Waits (bounded) until every projection has applied every event, then reports their state. */
  async function projectionsSettled(timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = await readProjectionStatus(db, store);
      const idle = status.every((s) => s.status === 'faulted' || s.lag === 0);
      if (idle || Date.now() > deadline) return status;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * Flora Bot on (it ships off): its routes are then fuzzed past the flag. A fuzzed PUT of the system
   * config may switch it off again, so the test calls this again before the read routes.
   */
  async function enableBot(): Promise<void> {
    const headers = { authorization: `Bearer ${await signInOwner()}` };
    const { customized: _, ...config } = (await read.inject({ url: '/api/settings/system', headers })).json();
    const payload = { ...config, flags: { ...config.flags, enableBotSupport: true } };
    const res = await command.inject({ method: 'PUT', url: '/api/settings/system', payload, headers });
    if (res.statusCode >= 300) throw new Error(`the bot could not be switched on: ${res.statusCode} ${res.body}`);
    const bot = { method: 'POST' as const, url: '/api/bot/reset', payload: {} };
    const deadline = Date.now() + 15_000;
    while ((await read.inject(bot)).statusCode === 503 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
  }
  await enableBot();

  return {
    database,
    store,
    command,
    read,
    ownerToken,
    signInOwner,
    enableBot,
    head,
    knownIds,
    projectionsSettled,
    async close() {
      await Promise.all(runners.map((r) => r.stop()));
      await command.close();
      await read.close();
      await store.close();
      await database.drop();
    },
  };
}

export type FuzzShop = Awaited<ReturnType<typeof openFuzzShop>>;
