// One place that reads the environment, so every process agrees on what it connects to.
export type EventStoreKind = 'postgres' | 'kurrentdb';

export interface Config {
  databaseUrl?: string; // external Postgres; when absent the embedded server is used
  /** A streaming replica of it: the read-api reads its read models there (issue 23). */
  databaseReplicaUrl?: string;
  dataDir: string; // where the embedded server keeps its files
  embeddedPort: number;
  eventStore: EventStoreKind;
  kurrentdbUrl?: string;
  commandPort: number;
  readPort: number;
  host: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** JWT_SECRET was not set: tokens are signed with the public development secret. */
  devSecret: boolean;
  /** Proves a request came through the gateway, which alone says who the caller is (infra/http/client-address.ts). */
  gatewaySecret?: string;
}

/** The environment cannot run Flora; the message says what to set. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

// Public by design (it is in the repository): anyone can sign a token with it, so it is for a
// development machine only, and production refuses it.
export const DEV_JWT_SECRET = 'flora-dev-secret-change-me';
const MIN_PRODUCTION_SECRET = 32;

export const DEV_SECRET_WARNING =
  'WARNING: JWT_SECRET is not set; tokens are signed with the built-in development secret, which anyone can use to forge ' +
  'a session. Set JWT_SECRET (e.g. `openssl rand -base64 48`) before this shop faces anyone; NODE_ENV=production refuses to start without it.';

function jwtSecretOf(env: NodeJS.ProcessEnv): { jwtSecret: string; devSecret: boolean } {
  const secret = env.JWT_SECRET || undefined; // an empty value is no secret
  if (env.NODE_ENV === 'production') {
    if (!secret || secret === DEV_JWT_SECRET) {
      throw new ConfigError(
        'NODE_ENV=production needs JWT_SECRET (a random value of at least 32 characters, e.g. `openssl rand -base64 48`); refusing to sign tokens with the development secret.',
      );
    }
    if (secret.length < MIN_PRODUCTION_SECRET) {
      throw new ConfigError(
        `NODE_ENV=production needs a JWT_SECRET of at least ${MIN_PRODUCTION_SECRET} characters (got ${secret.length}).`,
      );
    }
  }
  return { jwtSecret: secret ?? DEV_JWT_SECRET, devSecret: !secret };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const eventStore = (env.EVENT_STORE ?? 'postgres') as EventStoreKind;
  if (eventStore !== 'postgres' && eventStore !== 'kurrentdb') {
    throw new ConfigError(`EVENT_STORE must be 'postgres' or 'kurrentdb', got '${eventStore}'`);
  }
  if (eventStore === 'kurrentdb' && !env.KURRENTDB_URL) {
    throw new ConfigError('EVENT_STORE=kurrentdb needs KURRENTDB_URL (e.g. kurrentdb://localhost:2113?tls=false)');
  }
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    dataDir: env.FLORA_DATA_DIR ?? '.data',
    embeddedPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    eventStore,
    kurrentdbUrl: env.KURRENTDB_URL || undefined,
    commandPort: Number(env.COMMAND_PORT ?? 3001),
    readPort: Number(env.READ_PORT ?? 3002),
    host: env.HOST ?? '127.0.0.1',
    // A fixed development secret keeps demo tokens valid across restarts; production sets JWT_SECRET.
    ...jwtSecretOf(env),
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '8h',
    // Set by `npm start` for each launch; unset, the APIs trust no forwarded address.
    gatewaySecret: env.FLORA_GATEWAY_SECRET || undefined,
  };
}

/**
 * For a process's entry point: the config, or the reason it cannot run on stderr and exit code 1
 * (a message, not a stack trace). `warnDevSecret`: the launcher says once that the dev secret is in use.
 */
export function configOrExit({ warnDevSecret = false } = {}, env: NodeJS.ProcessEnv = process.env): Config {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`Flora cannot start: ${err.message}\n`);
    process.exit(1);
  }
  if (warnDevSecret && config.devSecret) process.stderr.write(`${DEV_SECRET_WARNING}\n`);
  return config;
}
