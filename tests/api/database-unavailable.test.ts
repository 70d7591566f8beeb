import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../infra/db/unavailable';
import { toProblem, useProblemJson } from '../../infra/http/problem';
import { freePort } from '../support/ports';

// While the database is down or restarting, both APIs answer 503 problem+json with Retry-After
// (the shared error handler), never 500; a statement that is simply wrong is still a 500.

/** The error node-postgres gives when nothing listens on the port: a server that is down. */
async function refusedConnection(): Promise<unknown> {
  const client = new pg.Client({ connectionString: `postgres://x:y@127.0.0.1:${await freePort()}/z` });
  return client.connect().then(
    () => undefined,
    (err: unknown) => err,
  );
}

/** A server-side error as node-postgres builds it. */
const serverError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });

describe('a database that cannot be reached', () => {
  it('is told apart from a statement that is wrong', async () => {
    const unreachable = [
      await refusedConnection(),
      serverError('57P01', 'terminating connection due to unexpected postmaster exit'),
      serverError('57P03', 'the database system is starting up'),
      serverError('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
      new Error('append failed', { cause: serverError('57P01', 'terminating connection') }),
    ];
    for (const err of unreachable) expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    const wrong = [
      serverError('42601', 'syntax error'),
      serverError('23505', 'duplicate key'),
      serverError('40001', 'could not serialize'),
      new Error('boom'),
      undefined,
    ];
    for (const err of wrong) expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    expect(toProblem(serverError('42P07', 'exists')).status).toBe(500);
  });

  it('answers 503 problem+json with Retry-After through the shared error handler', async () => {
    const app = Fastify();
    useProblemJson(app);
    const refused = await refusedConnection();
    app.get('/down', async () => {
      throw refused;
    });
    app.get('/bug', async () => {
      throw new Error('a bug');
    });
    const down = await app.inject('/down');
    expect(down.statusCode).toBe(503);
    expect(down.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(down.headers['retry-after']).toBe('2');
    expect(down.json()).toEqual({
      type: 'https://flora.example/problems/database_unavailable',
      title: 'Servicio no disponible',
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      detail: 'La base de datos no está disponible; inténtalo de nuevo en unos segundos.',
    });
    const bug = await app.inject('/bug');
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
