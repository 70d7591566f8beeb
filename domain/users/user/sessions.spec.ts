import { describe, expect, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import type { UserCommand } from './commands';
import type { UserEvent } from './events';
import { MAX_OPEN_SESSIONS } from './sessions';
import { userDecider } from '..';

// Sessions: every way one ends is an event on the account's stream, so the audit says who ended it and why.

const spec = specFor(userDecider);
const NOW = '2026-01-15T10:00:00.000Z';
const LATER = '2026-01-15T22:00:00.000Z';
const sid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const self = { actor: { userId: 'u1', roles: ['client'] } };
const admin = { actor: { userId: 'owner-1', roles: ['owner'] } };
const cmd = <T extends UserCommand['type']>(type: T, data: Extract<UserCommand, { type: T }>['data'], meta = self) =>
  command(type, data, meta) as UserCommand;

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ana@flora.test',
    name: 'Ana López',
    firstName: 'Ana',
    lastName: 'López',
    roles: ['client', 'cashier'],
    registeredAt: '2026-01-15T08:00:00.000Z',
  },
};
const signedIn = (n: number, at = '2026-01-15T09:00:00.000Z', expiresAt = LATER): UserEvent => ({
  type: 'UserLoggedIn',
  data: { loggedInAt: at, sessionId: sid(n), expiresAt, device: `d${n}` },
});
const ended = (ids: string[], reason: string): UserEvent =>
  ({ type: 'SessionsEnded', data: { sessionIds: ids, reason, endedAt: NOW } }) as UserEvent;
const history = [registered, signedIn(1), signedIn(2), signedIn(3)];

describe('sessions', () => {
  it('a sign-out ends its own session only', () => {
    spec
      .given(history)
      .when(cmd('RecordLogout', { sessionId: sid(2) }))
      .then([{ type: 'UserLoggedOut', data: { loggedOutAt: NOW, sessionId: sid(2) } }]);
    const state = userDecider.evolve(history.reduce(userDecider.evolve, userDecider.initialState()), {
      type: 'UserLoggedOut',
      data: { loggedOutAt: NOW, sessionId: sid(2) },
    });
    expect(Object.keys(state.status === 'unregistered' ? {} : state.sessions)).toEqual([sid(1), sid(3)]);
  });

  it('"en todos": every session but none kept; or every other one', () => {
    spec
      .given(history)
      .when(cmd('EndSessions', {}))
      .then([ended([sid(1), sid(2), sid(3)], 'signed-out-everywhere')]);
    spec
      .given(history)
      .when(cmd('EndSessions', { keep: sid(1) }))
      .then([ended([sid(2), sid(3)], 'signed-out-everywhere')]);
  });

  it('one listed session ends; one not open is 404', () => {
    spec
      .given(history)
      .when(cmd('EndSessions', { sessionIds: [sid(3)] }))
      .then([ended([sid(3)], 'ended-by-user')]);
    spec
      .given([...history, ended([sid(3)], 'ended-by-user')])
      .when(cmd('EndSessions', { sessionIds: [sid(3)] }))
      .thenThrows('USER.SESSION_NOT_FOUND');
  });

  it('a password change ends every other session; a reset ends all of them', () => {
    spec
      .given(history)
      .when(cmd('ChangePassword', { keepSession: sid(2) }))
      .then([{ type: 'PasswordChanged', data: { changedAt: NOW } }, ended([sid(1), sid(3)], 'password-changed')]);
  });

  it('deactivation and a revoked role end them all; an added role ends none', () => {
    spec
      .given(history)
      .when(cmd('DeactivateUser', {}, admin))
      .then([
        { type: 'UserDeactivated', data: { deactivatedAt: NOW } },
        ended([sid(1), sid(2), sid(3)], 'deactivated'),
      ]);
    spec
      .given(history)
      .when(cmd('AssignRoles', { roles: ['client'] }, admin))
      .then([{ type: 'RoleRevoked', data: { role: 'cashier' } }, ended([sid(1), sid(2), sid(3)], 'role-revoked')]);
    spec
      .given(history)
      .when(cmd('AssignRoles', { roles: ['client', 'cashier', 'hr'] }, admin))
      .then([{ type: 'RoleAssigned', data: { role: 'hr' } }]);
  });

  it('a sign-in needs a fresh id and a future end; sessions past their end are forgotten', () => {
    const login = { sessionId: sid(1), expiresAt: LATER, device: 'x' };
    spec.given(history).when(cmd('RecordLogin', login)).thenThrows('USER.SESSION_INVALID');
    spec
      .given([registered])
      .when(cmd('RecordLogin', { ...login, expiresAt: NOW }))
      .thenThrows('USER.SESSION_INVALID');
    const old = [registered, signedIn(1, '2026-01-14T08:00:00.000Z', '2026-01-14T20:00:00.000Z'), signedIn(2)];
    const state = old.reduce(userDecider.evolve, userDecider.initialState());
    expect(Object.keys(state.status === 'unregistered' ? {} : state.sessions)).toEqual([sid(2)]);
  });

  it(`past ${MAX_OPEN_SESSIONS} open sessions the oldest ends`, () => {
    const many = Array.from({ length: MAX_OPEN_SESSIONS }, (_, i) =>
      signedIn(
        i + 1,
        `2026-01-15T09:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z`,
      ),
    );
    const login = { sessionId: sid(999), expiresAt: LATER, device: 'x' };
    spec
      .given([registered, ...many])
      .when(cmd('RecordLogin', login))
      .then([ended([sid(1)], 'too-many-sessions'), { type: 'UserLoggedIn', data: { loggedInAt: NOW, ...login } }]);
  });
});
