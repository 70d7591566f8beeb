import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './ports';

// The shop as a user starts it (browser tests, benchmarks): `npm start` in its own process group (so SIGINT to the group is
// Ctrl-C), its own data folder and free ports, stopped and cleaned up after the run.
const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 20_000;

export interface RunningFlora {
  base: string;
  /** npm's pid, which is also the process group of everything `npm start` runs. */
  pid: number;
  databaseUrl: string;
  pgPort: number;
  /** Settles with the signal or exit code npm ended with. */
  exited: Promise<string>;
  output: () => string;
  stop: () => Promise<void>;
}

/** Whether any process of the group (npm start and all it started) is still running. */
export function groupAlive(pgid: number): boolean {
  const out = execFileSync('ps', ['-e', '-o', 'pgid='], { encoding: 'utf8' });
  return out.split('\n').some((l) => Number(l.trim()) === pgid);
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `npm start`, or `npm run cluster` with `script: 'cluster'` (its instances' ports in extraEnv). */
export async function startFlora(
  extraEnv: NodeJS.ProcessEnv = {},
  script: 'start' | 'cluster' = 'start',
): Promise<RunningFlora> {
  const dataDir = mkdtempSync(join(tmpdir(), 'flora-e2e-'));
  const [port, commandPort, readPort, pgPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    COMMAND_PORT: String(commandPort),
    READ_PORT: String(readPort),
    EMBEDDED_PG_PORT: String(pgPort),
    FLORA_DATA_DIR: dataDir,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  let output = '';
  const child: ChildProcess = spawn('npm', ['run', script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  // 'close', not 'exit': npm can exit before the launcher it started has written its last lines into
  // the pipe they share; 'close' waits until every writer has let go of it, so `output` is complete.
  const exited = new Promise<string>((r) => child.once('close', (code, signal) => r(signal ?? String(code))));

  const stop = async () => {
    if (child.pid && groupAlive(child.pid)) {
      process.kill(-child.pid, 'SIGINT');
      await waitFor('npm start to stop', () => !groupAlive(child.pid!), STOP_TIMEOUT_MS).catch(() =>
        process.kill(-child.pid!, 'SIGKILL'),
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      '"Flora is running"',
      () => {
        if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
        return output.includes('Flora is running');
      },
      START_TIMEOUT_MS,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    databaseUrl: `postgres://flora:flora@127.0.0.1:${pgPort}/flora`,
    pgPort,
    exited,
    output: () => output,
    stop,
  };
}

/** The demo owner's token from a running shop (its demo users are seeded by `npm start`). */
export async function ownerToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@flora.test', password: 'flora-owner-2026' }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The pid of a part, from the launcher's log: its last "started" or "restarted" line names it. */
export function partPid(flora: Pick<RunningFlora, 'output'>, part: string): number {
  const lines = [
    ...flora.output().matchAll(new RegExp(`\\[launcher\\] ${part} (?:started|restarted) \\(pid (\\d+)`, 'g')),
  ];
  if (lines.length === 0) throw new Error(`no pid for ${part} in the launcher's log`);
  return Number(lines.at(-1)![1]);
}
