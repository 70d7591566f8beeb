import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, loadConfig } from '../../infra/config';

// The token secret at start-up: production refuses to run without a real one (a message, exit 1),
// and `npm start` on a development machine says once that the public dev secret signs its tokens.

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

  it('NODE_ENV=production refuses the dev secret and a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET })).toThrow(/needs JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'too-short' })).toThrow(/at least 32 characters/);
  });

  it('unset in development: the loader warns once when asked to, and says nothing with a secret', async () => {
    const warned = await run(
      loader(`c.configOrExit({ warnDevSecret: true }); c.configOrExit(); console.log('loaded');`),
      {},
    );
    expect(warned.code).toBe(0);
    expect(warned.output.match(/WARNING: JWT_SECRET is not set/g)).toHaveLength(1);
    expect(warned.output).toContain('loaded');
    const quiet = await run(loader(`c.configOrExit({ warnDevSecret: true }); console.log('loaded');`), {
      JWT_SECRET: 'a-real-secret',
    });
    expect(quiet.output).not.toContain('WARNING');
    expect(quiet.output).toContain('loaded');
  }, 120_000);

  it('the config says which secret signs tokens', () => {
    expect(loadConfig({})).toMatchObject({ jwtSecret: DEV_JWT_SECRET, devSecret: true });
    expect(loadConfig({ JWT_SECRET: '' })).toMatchObject({ jwtSecret: DEV_JWT_SECRET, devSecret: true });
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toMatchObject({
      jwtSecret: secret,
      devSecret: false,
    });
  });
});
