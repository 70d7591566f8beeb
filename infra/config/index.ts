import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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
  /** JWT_SECRET was not set: the data folder's own secret (this file) signs tokens. */
  secretFile?: string;
  /** A session's absolute lifetime, whatever its tokens say (FLORA_SESSION_MAX_HOURS, default 12). */
  sessionMaxAgeMs: number;
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

const MIN_PRODUCTION_SECRET = 32;
/** The file in the data folder that keeps a launch's own secret when JWT_SECRET is not set. */
export const SECRET_FILE = 'jwt-secret';

/**
 * The secret that signs tokens. Production names it (JWT_SECRET, at least 32 characters). Anywhere
 * else an unset JWT_SECRET means the data folder's own random secret, made on first start (mode
 * 0600) and read by every part and every restart after: no secret is ever in the source, so a shop
 * that runs `npm start` on a real machine is not open to whoever reads the repository.
 */
function jwtSecretOf(env: NodeJS.ProcessEnv, dataDir: string): { jwtSecret: string; secretFile?: string } {
  const secret = env.JWT_SECRET || undefined; // an empty value is no secret
  if (env.NODE_ENV === 'production') {
    if (!secret) {
      throw new ConfigError(
        'NODE_ENV=production needs JWT_SECRET (a random value of at least 32 characters, e.g. `openssl rand -base64 48`).',
      );
    }
    if (secret.length < MIN_PRODUCTION_SECRET) {
      throw new ConfigError(
        `NODE_ENV=production needs a JWT_SECRET of at least ${MIN_PRODUCTION_SECRET} characters (got ${secret.length}).`,
      );
    }
  }
  if (secret) return { jwtSecret: secret };
  const secretFile = join(dataDir, SECRET_FILE);
  return { jwtSecret: dataFolderSecret(secretFile), secretFile };
}

/** Reads the data folder's secret, or makes it: `wx` lets exactly one of several parts starting at once create it. */
function dataFolderSecret(file: string): string {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = readFileSync(file, 'utf8').trim();
  // A part that read the file between its creation and its write sees it empty: read until it is whole.
  if (secret.length < MIN_PRODUCTION_SECRET) {
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline) {
      const again = readFileSync(file, 'utf8').trim();
      if (again.length >= MIN_PRODUCTION_SECRET) return again;
    }
    throw new ConfigError(`${file} holds no usable secret; delete it to make a new one, or set JWT_SECRET.`);
  }
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const eventStore = (env.EVENT_STORE ?? 'postgres') as EventStoreKind;
  if (eventStore !== 'postgres' && eventStore !== 'kurrentdb') {
    throw new ConfigError(`EVENT_STORE must be 'postgres' or 'kurrentdb', got '${eventStore}'`);
  }
  if (eventStore === 'kurrentdb' && !env.KURRENTDB_URL) {
    throw new ConfigError('EVENT_STORE=kurrentdb needs KURRENTDB_URL (e.g. kurrentdb://localhost:2113?tls=false)');
  }
  const dataDir = env.FLORA_DATA_DIR ?? '.data';
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    dataDir,
    embeddedPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    eventStore,
    kurrentdbUrl: env.KURRENTDB_URL || undefined,
    commandPort: Number(env.COMMAND_PORT ?? 3001),
    readPort: Number(env.READ_PORT ?? 3002),
    host: env.HOST ?? '127.0.0.1',
    ...jwtSecretOf(env, dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '8h',
    sessionMaxAgeMs: sessionMaxAgeOf(env),
    // Set by `npm start` for each launch; unset, the APIs trust no forwarded address.
    gatewaySecret: env.FLORA_GATEWAY_SECRET || undefined,
  };
}

function sessionMaxAgeOf(env: NodeJS.ProcessEnv): number {
  const hours = Number(env.FLORA_SESSION_MAX_HOURS ?? 12);
  if (!(hours > 0 && hours <= 24 * 30))
    throw new ConfigError(
      `FLORA_SESSION_MAX_HOURS must be a number of hours above 0 and at most 720, got '${env.FLORA_SESSION_MAX_HOURS}'`,
    );
  return hours * 3600_000;
}

/**
 * For a process's entry point: the config, or the reason it cannot run on stderr and exit code 1
 * (a message, not a stack trace). */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`Flora cannot start: ${err.message}\n`);
    process.exit(1);
  }
  return config;
}
