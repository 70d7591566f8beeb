import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { buildCommandApi } from '../../command-api/app';
import { signToken } from '../../infra/auth/jwt';
import type { Clock } from '../../infra/auth/login-throttle';
import { loadConfig, type Config } from '../../infra/config';
import type { AccountCheck } from '../../infra/http/auth';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { prepareProjections } from '../../projections/registry';
import { ProjectionRunner } from '../../projections/engine/runner';
import { usersProjection } from '../../projections/users';
import { buildReadApi } from '../../read-api/app';
import { createTestDatabase } from '../support/database';
import { testEvent } from '../support/events';
import { userStream } from '../../domain/users';
import { DEMO_USERS } from '../../infra/demo/users';
import { ROLES } from '../../domain/identity';
import type { EventStore } from '../../infra/event-store/port';

// Both APIs on one fresh database, the users projection running in-process, every log line of both
// kept (to prove no secret reaches one), every answer kept (same reason).

// Production's rules (a real secret, no dev fallback), so a token signed with the dev secret is a forgery here.
export const identityConfig = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'identity-test-secret-0123456789abcdef',
  JWT_EXPIRES_IN: '1h',
});

/** The session registerAccounts opens for an account: derived from its id, so a test's tokens need no bookkeeping. */
export const testSessionId = (userId: string) => {
  const hex = createHash('sha256').update(userId).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export const tokenFor = (roles: string[], userId = `u-${roles.join('-') || 'none'}`) =>
  signToken({ userId, roles, sessionId: testSessionId(userId) }, identityConfig.jwtSecret, '1h');

export interface IdentityAppsOptions {
  clock?: Clock;
  seedDemo?: boolean;
  /** Run the users projection (the auth flow needs it; the role matrix does not). */
  project?: boolean;
  /** Passed to both APIs (default: each checks accounts for real). */
  accounts?: AccountCheck;
  /** Over identityConfig (a short session lifetime). */
  config?: Partial<Config>;
}

export async function openIdentityApps(prefix: string, options: IdentityAppsOptions = {}) {
  const database = await createTestDatabase(prefix);
  const store = new PostgresEventStore(database.pool);
  const logs: string[] = [];
  const logger = { level: 'trace', stream: { write: (line: string) => void logs.push(line) } };
  const { db, pool } = database;
  await prepareProjections(db);
  const { accounts } = options;
  const config = { ...identityConfig, ...options.config };
  const command = await buildCommandApi({
    store,
    db,
    config,
    logger,
    clock: options.clock,
    seedDemo: options.seedDemo,
    accounts,
  });
  const read = await buildReadApi({
    db,
    store,
    pool,
    config,
    options: { logger, consistency: { timeoutMs: 5000, pollMs: 50 }, accounts },
  });
  const runner = options.project
    ? new ProjectionRunner({ pool, db, store }, usersProjection, { batchSize: 200, lockRetryMs: 50 }).start()
    : undefined;
  const answers: string[] = [];
  const send = (app: FastifyInstance) => async (request: InjectOptions) => {
    const res = await app.inject(request);
    answers.push(res.body);
    return res;
  };
  return {
    database,
    store,
    command,
    read,
    runner,
    logs,
    answers,
    toCommand: send(command),
    toRead: send(read),
    async close() {
      await runner?.stop();
      await command.close();
      await read.close();
      await store.close();
      await database.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Accounts for the tokens a test signs itself (tokenFor), registered straight into their streams with
 * one open session (testSessionId): the APIs refuse a token whose user or session does not exist, and
 * find these by their stream.
 */
export async function registerAccounts(
  store: EventStore,
  accounts: { userId: string; roles: string[] }[],
): Promise<void> {
  for (const { userId, roles } of accounts) {
    const data = {
      userId,
      email: `${userId}@flora.test`,
      name: userId,
      firstName: userId,
      lastName: '',
      roles,
      registeredAt: new Date().toISOString(),
    };
    const now = new Date();
    const signedIn = {
      loggedInAt: now.toISOString(),
      sessionId: testSessionId(userId),
      expiresAt: new Date(now.getTime() + 24 * 3600_000).toISOString(),
      device: 'test',
    };
    await store.appendToStream(
      userStream(userId),
      [testEvent('UserRegistered', data), testEvent('UserLoggedIn', signedIn)],
      { expected: 'no_stream' },
    );
  }
}

type Apps = Awaited<ReturnType<typeof openIdentityApps>>;

/** Every stored password hash, whole and in parts (salt, key as base64 and hex): none may leak. */
export async function storedHashes(apps: Apps): Promise<string[]> {
  const { rows } = await sql<{ password_hash: string }>`select password_hash from user_credentials`.execute(
    apps.database.db,
  );
  return rows.flatMap(({ password_hash: hash }) => {
    const [, , , , salt = '', key = ''] = hash.split('$');
    return [hash, salt, key, Buffer.from(key, 'base64').toString('hex')];
  });
}

/** Where any of `secrets` appears: the events, snapshots, read models, API answers, log lines. */
export async function whereSecretsAppear(apps: Apps, secrets: string[]): Promise<string[]> {
  const { db } = apps.database;
  const texts = async (query: ReturnType<typeof sql<{ t: string }>>) => (await query.execute(db)).rows.map((r) => r.t);
  const sources: Record<string, string[]> = {
    events: await texts(sql`select data::text || metadata::text as t from events`),
    snapshots: await texts(sql`select state::text as t from snapshots`),
    'users read model': await texts(sql`select row_to_json(u)::text as t from users u`),
    'API answers': apps.answers,
    'log lines': apps.logs,
  };
  const found: string[] = [];
  for (const [source, lines] of Object.entries(sources)) {
    for (const secret of secrets.filter((s) => s.length >= 8)) {
      if (lines.some((l) => l.includes(secret))) found.push(`${source} contain ${secret.slice(0, 12)}…`);
    }
  }
  return found;
}

/** A demo user's real session (demo accounts have none until they sign in): the bearer header of its token. */
export async function demoSignIn(commandApi: FastifyInstance, email: string): Promise<Record<string, string>> {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  const res = await commandApi.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`demo sign-in ${email}: ${res.statusCode} ${res.body}`);
  return bearer(res.json().data.token);
}

/**
 * Each role's caller for the tests that walk every route (role matrix, conformance run): an account
 * with one open session per role. A call that ends a session or an account (sign-out, a deactivation,
 * a role revoked) leaves the role's token refused: `renew` gives the role a fresh account. Without a
 * store (tokens taken on trust) it only signs tokens.
 */
export class RoleCallers {
  private readonly current = new Map<string, string>();
  private made = 0;
  constructor(
    private readonly prefix: string,
    private readonly store?: EventStore,
  ) {}

  /** A fresh account for every role. */
  async start(): Promise<void> {
    for (const role of ROLES) await this.renew(role);
  }

  async renew(role: string): Promise<void> {
    if (!this.store) return;
    const userId = `${this.prefix}-${role}-${++this.made}`;
    await registerAccounts(this.store, [{ userId, roles: [role] }]);
    this.current.set(role, userId);
  }

  token(role: string): string {
    return tokenFor([role], this.current.get(role) ?? `${this.prefix}-${role}`);
  }

  headers(role: string | undefined): Record<string, string> {
    return role ? bearer(this.token(role)) : {};
  }
}
