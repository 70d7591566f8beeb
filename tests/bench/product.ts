import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../support/ports';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The product as `npm start` runs it, in a folder of its own, for benchmarks that need it whole.
export interface RunningProduct {
  pid: number;
  base: string;
  databaseUrl: string;
  stop(): Promise<void>;
}


function groupAlive(pgid: number): boolean {
  const out = execFileSync('ps', ['-e', '-o', 'pgid='], { encoding: 'utf8' });
  return out.split('\n').some((l) => Number(l.trim()) === pgid);
}

export async function startProduct(): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'flora-bench-'));
  const [port, commandPort, readPort, pgPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), COMMAND_PORT: String(commandPort),
    READ_PORT: String(readPort), EMBEDDED_PG_PORT: String(pgPort), FLORA_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const deadline = Date.now() + 120_000;
  while (!output.includes('Flora is running')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid!,
    base: `http://127.0.0.1:${port}`,
    databaseUrl: `postgres://flora:flora@127.0.0.1:${pgPort}/flora`,
    async stop() {
      process.kill(-child.pid!, 'SIGINT');
      for (let i = 0; i < 100 && groupAlive(child.pid!); i++) await new Promise((r) => setTimeout(r, 200));
      if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
