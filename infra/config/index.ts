// One place that reads the environment, so every process agrees on what it connects to.
export type EventStoreKind = 'postgres' | 'kurrentdb';

export interface Config {
  databaseUrl?: string; // external Postgres; when absent the embedded server is used
  dataDir: string; // where the embedded server keeps its files
  embeddedPort: number;
  eventStore: EventStoreKind;
  kurrentdbUrl?: string;
  commandPort: number;
  readPort: number;
  host: string;
  jwtSecret: string;
  jwtExpiresIn: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const eventStore = (env.EVENT_STORE ?? 'postgres') as EventStoreKind;
  if (eventStore !== 'postgres' && eventStore !== 'kurrentdb') {
    throw new Error(`EVENT_STORE must be 'postgres' or 'kurrentdb', got '${eventStore}'`);
  }
  if (eventStore === 'kurrentdb' && !env.KURRENTDB_URL) {
    throw new Error('EVENT_STORE=kurrentdb needs KURRENTDB_URL (e.g. kurrentdb://localhost:2113?tls=false)');
  }
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.FLORA_DATA_DIR ?? '.data',
    embeddedPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    eventStore,
    kurrentdbUrl: env.KURRENTDB_URL || undefined,
    commandPort: Number(env.COMMAND_PORT ?? 3001),
    readPort: Number(env.READ_PORT ?? 3002),
    host: env.HOST ?? '127.0.0.1',
    // A fixed development secret keeps demo tokens valid across restarts; production sets JWT_SECRET.
    jwtSecret: env.JWT_SECRET ?? 'flora-dev-secret-change-me',
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '8h',
  };
}
