import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { freePort } from '../support/ports';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signToken } from '../../infra/auth/jwt';

// `npm start` as a user runs it: embedded Postgres in its own folder, three processes behind one
// address; a command written through it is readable (read-your-writes) and Ctrl-C stops it all.

function groupMembers(pgid: number): number[] {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,pgid='], { encoding: 'utf8' });
  return out.split('\n').map((l) => l.trim().split(/\s+/).map(Number)).filter(([, g]) => g === pgid).map(([p]) => p!);
}

describe('npm start', () => {
  let child: ChildProcess;
  let base: string;
  let output = '';
  let pgPort: number;
  const dataDir = mkdtempSync(join(tmpdir(), 'flora-start-'));
  const token = signToken({ userId: 'owner-1', roles: ['owner'] }, 'start-test-secret');

  beforeAll(async () => {
    const [port, commandPort, readPort] = [await freePort(), await freePort(), await freePort()];
    pgPort = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), COMMAND_PORT: String(commandPort), READ_PORT: String(readPort),
      EMBEDDED_PG_PORT: String(pgPort), FLORA_DATA_DIR: dataDir, JWT_SECRET: 'start-test-secret' };
    delete env.DATABASE_URL;
    // Its own process group, so SIGINT to the group is what Ctrl-C in a terminal sends.
    child = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    await vi.waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
        expect(output).toContain('Flora is running');
      },
      { timeout: 90_000, interval: 200 },
    );
    await vi.waitFor(async () => expect((await fetch(`${base}/api/health`)).status).toBe(200), { timeout: 30_000, interval: 200 });
  }, 120_000);

  afterAll(() => {
    if (groupMembers(child.pid!).length) process.kill(-child.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the address and answers health through one origin', async () => {
    expect(output).toContain(base);
    const health = await (await fetch(`${base}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'ok', eventStore: 'postgres' });
  });

  it('writes a command and reads it back with read-your-writes', async () => {
    const res = await fetch(`${base}/api/settings/tax-rate`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ taxRatePercent: 16 }),
    });
    expect(res.status).toBeLessThan(300);
    const { position } = await res.json();
    const audit = await fetch(`${base}/api/audit/streams/settings-shop?minPosition=${encodeURIComponent(position)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(audit.status).toBe(200);
    const body = await audit.json();
    const items = body.items ?? body;
    expect(items.map((e: { type: string }) => e.type)).toContain('TaxRateConfigured');
  });

  it('stops every process and the database on Ctrl-C', async () => {
    const exited = new Promise<string>((r) => child.once('exit', (code, signal) => r(signal ?? String(code))));
    process.kill(-child.pid!, 'SIGINT');
    // npm re-raises the signal it was stopped by; the launcher itself exits 0.
    expect(['0', 'SIGINT']).toContain(await exited);
    expect(output).toContain('Flora is stopping');
    await vi.waitFor(() => expect(groupMembers(child.pid!)).toEqual([]), { timeout: 15_000, interval: 200 });
    const open = await new Promise<boolean>((r) => {
      const s = net.connect(pgPort, '127.0.0.1', () => (s.destroy(), r(true)));
      s.on('error', () => r(false));
    });
    expect(open).toBe(false);

  });
});
