import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, SECRET_FILE } from '../../infra/config';

// The token secret at start-up: production refuses to run without a real one (a message, exit 1);
// anywhere else an unset JWT_SECRET means the data folder's own random secret, the same for every
// part and every restart.

const ROOT = resolve(__dirname, '../..');

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const clean = { ...process.env };
  for (const name of ['JWT_SECRET', 'NODE_ENV', 'DATABASE_URL']) delete clean[name];
  // Ports nobody listens on: should a process get past its config, it fails fast instead of reaching anything.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...clean, COMMAND_PORT: '1', READ_PORT: '1', EMBEDDED_PG_PORT: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

const loader = (expression: string) => [
  '--input-type=module',
  '-e',
  `const c = await import('./infra/config/index.ts'); ${expression}`,
];

describe('JWT_SECRET', () => {
  it('NODE_ENV=production without it: npm start (the launcher) refuses with a message and exit code 1', async () => {
    const { code, output } = await run(['infra/launcher/start.ts'], { NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toContain('Flora cannot start: NODE_ENV=production needs JWT_SECRET');
    expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(output).not.toContain('Flora is running');
  }, 120_000);

  it('NODE_ENV=production without it: each part refuses too (started on its own, as a deployment runs it)', async () => {
    const parts = ['command-api/server.ts', 'read-api/server.ts', 'projections/worker.ts'];
    const runs = await Promise.all(parts.map((part) => run([part], { NODE_ENV: 'production' })));
    for (const [i, { code, output }] of runs.entries()) {
      expect(code, parts[i]).toBe(1);
      expect(output, parts[i]).toContain('Flora cannot start: NODE_ENV=production needs JWT_SECRET');
    }
  }, 150_000);

  it('NODE_ENV=production refuses a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'too-short' })).toThrow(/at least 32 characters/);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toMatchObject({ jwtSecret: secret });
  });

  it('unset: separate processes (the parts, a restart) make one random secret in the data folder and share it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'flora-secret-'));
    try {
      const print = loader(`console.log('secret=' + c.configOrExit().jwtSecret);`);
      const runs = await Promise.all([1, 2, 3].map(() => run(print, { FLORA_DATA_DIR: dataDir })));
      const secrets = runs.map((r) => r.output.match(/secret=(\S+)/)?.[1]);
      const file = join(dataDir, SECRET_FILE);
      expect(secrets[0]!.length).toBeGreaterThanOrEqual(48);
      expect(new Set(secrets)).toEqual(new Set([readFileSync(file, 'utf8').trim()]));
      expect(statSync(file).mode & 0o777).toBe(0o600); // only the shop's own user reads it
      const again = await run(print, { FLORA_DATA_DIR: dataDir }); // a restart: tokens issued before still verify
      expect(again.output).toContain(`secret=${secrets[0]}`);
      const elsewhere = loadConfig({ FLORA_DATA_DIR: mkdtempSync(join(tmpdir(), 'flora-secret-')) });
      expect(elsewhere.jwtSecret).not.toBe(secrets[0]); // another shop's folder, another secret
      rmSync(elsewhere.secretFile!, { force: true });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
