import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CommandResults } from '../../application/idempotency';
import { SETTINGS_STREAM } from '../../domain/settings';
import { signToken } from '../../infra/auth/jwt';
import { useFreshCommandApi } from '../support/command-api';

// Idempotency-Key on a command route: a repeat gets the first answer, and nothing is appended twice.

const { config, freshApi } = useFreshCommandApi('cmdidem');

describe('Idempotency-Key', () => {
  it('gives a repeat the first answer (status and body) and appends once', async () => {
    const { putTaxRate, stream } = await freshApi();
    const key = randomUUID();
    const first = await putTaxRate(16, { 'idempotency-key': key });
    await putTaxRate(17); // the shop moves on; the repeat must still not re-apply 16
    const repeat = await putTaxRate(16, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    const events = await stream();
    expect(events).toHaveLength(2);
    expect(events[0]!.metadata.commandId).toBe(key);
  });

  it('repeats a "nothing to change" answer as 200', async () => {
    const { putTaxRate, stream } = await freshApi();
    const key = randomUUID();
    const first = await putTaxRate(19, { 'idempotency-key': key });
    await putTaxRate(16);
    const repeat = await putTaxRate(19, { 'idempotency-key': key });
    expect([first.statusCode, repeat.statusCode]).toEqual([200, 200]);
    expect(repeat.json()).toEqual(first.json());
    expect(await stream()).toHaveLength(1);
  });

  it('refuses the same key with another body: 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const { putTaxRate, stream } = await freshApi();
    const key = randomUUID();
    await putTaxRate(16, { 'idempotency-key': key });
    const reused = await putTaxRate(18, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(409);
    expect(reused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', status: 409 });
    expect(await stream()).toHaveLength(1);
  });

  it('binds a key to its user and its route too', async () => {
    const { put, putTaxRate, stream } = await freshApi();
    const key = randomUUID();
    await putTaxRate(16, { 'idempotency-key': key });
    const admin = signToken({ userId: 'admin-1', roles: ['admin'] }, config.jwtSecret);
    const otherUser = await putTaxRate(16, { 'idempotency-key': key, authorization: `Bearer ${admin}` });
    const otherRoute = await put(
      '/api/settings/areas/billing',
      { currency: 'USD', locale: 'en-US', dateFormat: 'mm/dd/yyyy' },
      { 'idempotency-key': key },
    );
    expect([otherUser.statusCode, otherRoute.statusCode]).toEqual([409, 409]);
    expect(await stream()).toHaveLength(1);
  });

  it('frees the key of a command that failed, so a retry can run', async () => {
    const { database } = await freshApi();
    const results = new CommandResults(database.db);
    const key = randomUUID();
    expect(await results.claim(key, 'hash-1', SETTINGS_STREAM)).toBe('claimed');
    expect(await results.claim(key, 'hash-1', SETTINGS_STREAM)).toEqual({
      requestHash: 'hash-1',
      streamId: SETTINGS_STREAM,
      answer: undefined,
    });
    await results.release(key);
    expect(await results.claim(key, 'hash-1', SETTINGS_STREAM)).toBe('claimed');
  });

  it('appends once when the same command arrives many times at once', async () => {
    const { putTaxRate, stream } = await freshApi();
    await putTaxRate(15); // an existing stream, so duplicates race on the revision check too
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => putTaxRate(16, { 'idempotency-key': key })));
    const events = await stream();
    expect(events.filter((e) => e.metadata.commandId === key)).toHaveLength(1);
    expect(events).toHaveLength(2);
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(201);
  });
});
