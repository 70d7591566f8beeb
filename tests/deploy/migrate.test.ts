import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureDatabase } from '../../infra/db/pool';

// infra/deploy/migrate.ts as the deployments run it: every pod's init container at once, on a
// database nobody has migrated yet.
const run = promisify(execFile);
const migrate = (env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'infra/deploy/migrate.ts'], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });

describe('infra/deploy/migrate.ts', () => {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `deploy_${randomBytes(5).toString('hex')}`;

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('migrates an empty database, three at once, each migration once', async () => {
    const url = await ensureDatabase(adminUrl, name);
    const runs = await Promise.all([1, 2, 3].map(() => migrate({ DATABASE_URL: url })));
    expect(runs.map((r) => r.stdout.trim())).toEqual(Array(3).fill('migrated to the latest schema'));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('select name, count(*)::int as n from kysely_migration group by name');
    await client.end();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  });

  it('refuses to start without DATABASE_URL, saying so', async () => {
    const failed = await migrate({}).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/DATABASE_URL is not set/);
  });
});
