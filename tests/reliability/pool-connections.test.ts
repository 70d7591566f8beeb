import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../infra/db/pool';

// createPool's pool keeps a connection whose statement the server refused (a ConcurrencyError from an
// append is one): pg-pool's own query() closed it, and the next statement paid for a new backend.
describe('the pool after a refused statement', () => {
  const pool = createPool(inject('adminDatabaseUrl'), 1);
  afterAll(() => pool.end());
  const backend = async () => (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

  it('keeps the connection when the server answered the error', async () => {
    const before = await backend();
    await expect(pool.query('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
    await expect(pool.query('select raise_no_such_function()')).rejects.toMatchObject({ code: '42883' });
    expect(await backend()).toBe(before);
    expect(pool.totalCount).toBe(1);
  });

  it('drops a connection the server ended, and the next statement gets a new one', async () => {
    const before = await backend();
    const other = createPool(inject('adminDatabaseUrl'), 1);
    await other.query('select pg_terminate_backend($1)', [before]);
    await other.end();
    // The FATAL reaches the idle connection or the next statement, depending on timing: either way
    // that connection is gone and the one after works on a new backend.
    await pool.query('select 1').catch((err: { code?: string }) => expect(err.code ?? 'reset').toMatch(/57P01|reset/));
    expect(await backend()).not.toBe(before);
  });
});
