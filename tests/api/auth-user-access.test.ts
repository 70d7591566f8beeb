import { describe, expect, it } from 'vitest';
import { AuthError } from '../../infra/auth/jwt';
import { USER_SESSIONS_VIEW, USERS_PROJECTION, USERS_VIEW } from '../../infra/auth/user-access-source';
import { UserAccess, type AccountStanding, type UserAccessSource } from '../../infra/auth/user-access';
import { USER_SESSIONS_TABLE, USERS_TABLE, usersProjection } from '../../projections/users';

// UserAccess on its own, over a source the test controls: positions are plain numbers as strings.

function fakeSource() {
  const readModel = new Map<string, AccountStanding>();
  const streams = new Map<string, { standing: AccountStanding; position: string }>();
  const calls = { all: 0, one: 0 };
  let checkpoint: string | undefined;
  const source: UserAccessSource = {
    async all() {
      calls.all++;
      return { accounts: new Map(readModel), position: checkpoint };
    },
    async one(userId) {
      calls.one++;
      const found = streams.get(userId);
      return { standing: found?.standing, position: found?.position };
    },
    includes: (readModel, event) => readModel !== undefined && Number(readModel) >= Number(event),
  };
  /** An event on the account's stream at `position`, not yet projected. */
  const append = (userId: string, standing: AccountStanding, position: number) =>
    streams.set(userId, { standing, position: String(position) });
  /** The projection catches up to `position`: the read model has what the streams have. */
  const project = (position: number) => {
    for (const [id, s] of streams) if (Number(s.position) <= position) readModel.set(id, s.standing);
    checkpoint = String(position);
  };
  return { source, calls, append, project };
}

const HOUR = 3600_000;
const open = (...ids: string[]) => new Map(ids.map((id) => [id, { expiresAt: Date.now() + HOUR, ended: false }]));
const account = (active: boolean, roles: string[], sessions = open('s1')): AccountStanding => ({
  active,
  roles,
  sessions,
});
const nowSeconds = () => Math.floor(Date.now() / 1000);
const token = (userId: string, roles = ['owner'], sessionId = 's1', issuedAt = nowSeconds() - 60) => ({
  userId,
  roles,
  sessionId,
  issuedAt,
});
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (err: Error) => (err instanceof AuthError ? err.message : `not an AuthError: ${err}`),
  );

describe('UserAccess', () => {
  it('answers from memory once the read model has the account, with its current roles', async () => {
    const fake = fakeSource();
    fake.append('ana', account(true, ['accounting']), 1);
    fake.project(1);
    const access = await new UserAccess(fake.source).start();
    expect(await access.principalOf(token('ana', ['client']))).toEqual({
      userId: 'ana',
      roles: ['accounting'],
      sessionId: 's1',
    });
    await access.principalOf(token('ana'));
    expect(fake.calls).toEqual({ all: 1, one: 0 });
    access.stop();
  });

  it('looks an unknown id up once in its stream (a user who has just registered), and refuses one that has none', async () => {
    const fake = fakeSource();
    const access = await new UserAccess(fake.source).start();
    fake.append('nina', account(true, ['client']), 3);
    expect(await access.principalOf(token('nina'))).toEqual({ userId: 'nina', roles: ['client'], sessionId: 's1' });
    expect(await refusal(access.principalOf(token('ghost')))).toBe('La cuenta de esta sesión no existe.');
    expect(await refusal(access.principalOf(token('ghost')))).toBe('La cuenta de esta sesión no existe.');
    await access.principalOf(token('nina'));
    expect(fake.calls.one).toBe(2);
    access.stop();
  });

  it('keeps what this process changed until the read model has caught up with it, then follows the read model', async () => {
    const fake = fakeSource();
    fake.append('adan', account(true, ['admin']), 1);
    fake.project(1);
    const access = await new UserAccess(fake.source).start();
    fake.append('adan', account(false, ['admin']), 2);
    await access.changed('adan');
    expect(await refusal(access.principalOf(token('adan')))).toBe('Tu cuenta está desactivada.');
    await access.refresh(); // the projection is still at 1: the lookup stands
    expect(await refusal(access.principalOf(token('adan')))).toBe('Tu cuenta está desactivada.');
    fake.project(2);
    fake.append('adan', account(true, ['client']), 3);
    fake.project(3); // reactivated elsewhere and projected
    await access.refresh();
    expect(await access.principalOf(token('adan'))).toEqual({ userId: 'adan', roles: ['client'], sessionId: 's1' });
    access.stop();
  });

  it('judges open sockets from memory after each reload', async () => {
    const fake = fakeSource();
    fake.append('eva', account(true, ['cashier']), 1);
    fake.project(1);
    const access = await new UserAccess(fake.source).start();
    const verdicts: unknown[] = [];
    access.onRefresh(() => verdicts.push(access.judgeNow(token('eva')), access.judgeNow(token('nobody'))));
    fake.append('eva', account(false, ['cashier']), 2);
    fake.project(2);
    await access.refresh();
    expect(verdicts[0]).toBeInstanceOf(AuthError);
    expect(verdicts[1]).toBeUndefined(); // not known here: left to the next request's lookup
    access.stop();
  });

  it('holds at most maxLookups made-up ids', async () => {
    const fake = fakeSource();
    const access = await new UserAccess(fake.source, { maxLookups: 10 }).start();
    for (let i = 0; i < 50; i++) await refusal(access.principalOf(token(`ghost-${i}`)));
    expect((access as unknown as { lookedUp: Map<string, unknown> }).lookedUp.size).toBeLessThanOrEqual(10);
    access.stop();
  });

  it('a session ended in the read model is refused from memory; one the map does not know yet is looked up', async () => {
    const fake = fakeSource();
    const ended = new Map([...open('s2'), ['s1', { expiresAt: Date.now() + HOUR, ended: true }]]);
    fake.append('rosa', account(true, ['client'], ended), 1);
    fake.project(1);
    const access = await new UserAccess(fake.source).start();
    expect(await refusal(access.principalOf(token('rosa')))).toBe('La sesión ha terminado. Inicia sesión de nuevo.');
    expect(fake.calls.one).toBe(0);
    fake.append('rosa', account(true, ['client'], new Map([...ended, ...open('s3')])), 2); // a sign-in just now
    expect(await access.principalOf(token('rosa', [], 's3', nowSeconds()))).toMatchObject({ sessionId: 's3' });
    expect(fake.calls.one).toBe(1);
    access.stop();
  });

  it('an old token whose session the stream does not know is refused without reading the stream again', async () => {
    const fake = fakeSource();
    fake.append('leo', account(true, ['client'], open('s2')), 1);
    const access = await new UserAccess(fake.source).start();
    const old = token('leo', [], 's-gone', nowSeconds() - 600);
    expect(await refusal(access.principalOf(old))).toBe('La sesión ha terminado. Inicia sesión de nuevo.');
    expect(await refusal(access.principalOf(old))).toBe('La sesión ha terminado. Inicia sesión de nuevo.');
    expect(fake.calls.one).toBe(1);
    access.stop();
  });

  it('refuses a token without a session, and a session past its absolute end', async () => {
    const fake = fakeSource();
    const past = new Map([['s1', { expiresAt: Date.now() - 1, ended: false }]]);
    fake.append('sol', account(true, ['client'], past), 1);
    fake.project(1);
    const access = await new UserAccess(fake.source).start();
    expect(await refusal(access.principalOf(token('sol')))).toBe('La sesión ha expirado');
    expect(await refusal(access.principalOf({ userId: 'sol', roles: [] }))).toBe(
      'Token inválido: no pertenece a ninguna sesión',
    );
    access.stop();
  });

  it('reads the view and checkpoint the users projection writes', () => {
    expect(USERS_VIEW).toBe(USERS_TABLE);
    expect(USER_SESSIONS_VIEW).toBe(USER_SESSIONS_TABLE);
    expect(USERS_PROJECTION).toBe(usersProjection.name);
  });
});
