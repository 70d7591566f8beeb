import { describe, expect, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import type { UserCommand } from './commands';
import type { UserEvent, UserRegistered } from './events';
import { sessionUserOf, splitName, userDecider, type RegisteredUser } from '..';

const spec = specFor(userDecider);
const NOW = '2026-01-15T10:00:00.000Z';
const TOKEN_ID = 'a'.repeat(64);
const as = (userId: string, roles: string[]) => ({ actor: { userId, roles } });
const cmd = <T extends UserCommand['type']>(
  type: T,
  data: Extract<UserCommand, { type: T }>['data'],
  meta = as('admin-1', ['admin']),
) => command(type, data, meta) as UserCommand;

const registered = (over: Partial<UserRegistered['data']> = {}): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ana@flora.test',
    name: 'Ana María López',
    firstName: 'Ana',
    lastName: 'María López',
    roles: ['client'],
    registeredAt: NOW,
    ...over,
  },
});
const deactivated: UserEvent = { type: 'UserDeactivated', data: { deactivatedAt: NOW } };
const SID = '00000000-0000-4000-8000-000000000001';
const LOGIN = { sessionId: SID, expiresAt: '2026-01-15T22:00:00.000Z', device: 'Firefox en Linux' };
const resetRequested: UserEvent = {
  type: 'PasswordResetRequested',
  data: { tokenId: TOKEN_ID, requestedAt: NOW, expiresAt: '2026-01-15T11:00:00.000Z' },
};

describe('a user not yet registered', () => {
  it('registers as a client, names split from the full name (spec 5), email lower-cased', () => {
    spec
      .given([])
      .when(
        cmd('RegisterUser', { userId: 'u1', email: ' Ana@Flora.TEST ', name: 'Ana María López' }, as('anonymous', [])),
      )
      .then([registered()]);
  });

  it('keeps a given first or last name and derives only the missing one', () => {
    spec
      .given([])
      .when(
        cmd('RegisterUser', {
          userId: 'u1',
          email: 'ana@flora.test',
          name: 'Ana María López',
          lastName: 'López',
        }),
      )
      .then([registered({ lastName: 'López' })]);
    expect(splitName('Prince')).toEqual({ firstName: 'Prince', lastName: '' });
  });

  it('refuses a blank name or a malformed email', () => {
    spec
      .given([])
      .when(cmd('RegisterUser', { userId: 'u1', email: 'ana@flora.test', name: '  ' }))
      .thenThrows('USER.NAME_REQUIRED');
    spec
      .given([])
      .when(cmd('RegisterUser', { userId: 'u1', email: 'ana', name: 'Ana' }))
      .thenThrows('USER.INVALID_EMAIL');
  });

  it('registers with other roles only when seeded, and the owner role only by an owner', () => {
    const seed = {
      userId: 'u1',
      email: 'ana@flora.test',
      name: 'Ana María López',
      roles: ['owner' as const],
    };
    spec
      .given([])
      .when(cmd('RegisterUser', seed, as('admin-1', ['admin'])))
      .thenThrows('USER.OWNER_ROLE_RESERVED');
    spec
      .given([])
      .when(cmd('RegisterUser', seed, as('seed', ['owner'])))
      .then([registered({ roles: ['owner'] })]);
  });

  it('cannot sign in, change anything or be administered', () => {
    for (const c of [
      cmd('RecordLogin', LOGIN),
      cmd('UpdateProfile', { name: 'X' }),
      cmd('AssignRoles', { roles: ['hr'] }),
      cmd('DeactivateUser', {}),
    ]) {
      spec.given([]).when(c).thenThrows('USER.NOT_FOUND');
    }
  });
});

describe('an active user', () => {
  const history = [registered()];

  it('refuses a second registration with the spec message', () => {
    const err = spec
      .given(history)
      .when(cmd('RegisterUser', { userId: 'u1', email: 'ana@flora.test', name: 'Ana' }))
      .thenThrows('USER.ALREADY_EXISTS');
    expect(err.message).toBe('User already exists with this email');
  });

  it('records logins, logouts and password changes (only that it changed)', () => {
    spec
      .given(history)
      .when(cmd('RecordLogin', LOGIN))
      .then([{ type: 'UserLoggedIn', data: { loggedInAt: NOW, ...LOGIN } }]);
    spec
      .given(history)
      .when(cmd('RecordLogout', {}))
      .then([{ type: 'UserLoggedOut', data: { loggedOutAt: NOW } }]);
    spec
      .given(history)
      .when(cmd('ChangePassword', {}))
      .then([{ type: 'PasswordChanged', data: { changedAt: NOW } }]);
  });

  it('records a reset request by the hash of its token, and completes it with the same hash before it expires', () => {
    spec
      .given(history)
      .when(cmd('RequestPasswordReset', { tokenId: TOKEN_ID, expiresAt: '2026-01-15T11:00:00.000Z' }))
      .then([resetRequested]);
    spec
      .given([...history, resetRequested])
      .when(cmd('CompletePasswordReset', { tokenId: TOKEN_ID }))
      .then([{ type: 'PasswordResetCompleted', data: { tokenId: TOKEN_ID, completedAt: NOW } }]);
  });

  it('refuses a reset with another token, after expiry, used twice, or after a password change', () => {
    const other = cmd('CompletePasswordReset', { tokenId: 'b'.repeat(64) });
    spec
      .given([...history, resetRequested])
      .when(other)
      .thenThrows('USER.RESET_TOKEN_INVALID');
    const late = command(
      'CompletePasswordReset',
      { tokenId: TOKEN_ID },
      { now: '2026-01-15T11:00:00.000Z' },
    ) as UserCommand;
    spec
      .given([...history, resetRequested])
      .when(late)
      .thenThrows('USER.RESET_TOKEN_INVALID');
    const used: UserEvent = { type: 'PasswordResetCompleted', data: { tokenId: TOKEN_ID, completedAt: NOW } };
    spec
      .given([...history, resetRequested, used])
      .when(cmd('CompletePasswordReset', { tokenId: TOKEN_ID }))
      .thenThrows('USER.RESET_TOKEN_INVALID');
    const changed: UserEvent = { type: 'PasswordChanged', data: { changedAt: NOW } };
    spec
      .given([...history, resetRequested, changed])
      .when(cmd('CompletePasswordReset', { tokenId: TOKEN_ID }))
      .thenThrows('USER.RESET_TOKEN_INVALID');
    spec
      .given(history)
      .when(cmd('RequestPasswordReset', { tokenId: 'not-a-hash', expiresAt: '2027-01-01T00:00:00.000Z' }))
      .thenThrows('USER.RESET_TOKEN_INVALID');
  });

  it('updates the profile, and decides nothing when nothing changes', () => {
    spec
      .given(history)
      .when(cmd('UpdateProfile', { firstName: 'Anita' }))
      .then([
        {
          type: 'ProfileUpdated',
          data: { name: 'Ana María López', firstName: 'Anita', lastName: 'María López' },
        },
      ]);
    spec
      .given(history)
      .when(cmd('UpdateProfile', { name: 'Ana María López' }))
      .thenNothing();
    spec
      .given(history)
      .when(cmd('UpdateProfile', { name: ' ' }))
      .thenThrows('USER.NAME_REQUIRED');
  });

  it('sets roles with set semantics: one event per role revoked or assigned', () => {
    spec
      .given(history)
      .when(cmd('AssignRoles', { roles: ['warehouse', 'cashier'] }))
      .then([
        { type: 'RoleRevoked', data: { role: 'client' } },
        { type: 'RoleAssigned', data: { role: 'warehouse' } },
        { type: 'RoleAssigned', data: { role: 'cashier' } },
      ]);
    spec
      .given(history)
      .when(cmd('AssignRoles', { roles: ['client', 'client'] }))
      .thenNothing();
    spec
      .given(history)
      .when(cmd('AssignRoles', { roles: [] }))
      .thenThrows('USER.NO_ROLES');
    spec
      .given(history)
      .when(cmd('AssignRoles', { roles: ['manager' as never] }))
      .thenThrows('USER.UNKNOWN_ROLE');
  });

  it('lets only an owner grant or take the owner role', () => {
    spec
      .given(history)
      .when(cmd('AssignRoles', { roles: ['owner'] }))
      .thenThrows('USER.OWNER_ROLE_RESERVED');
    spec
      .given(history)
      .when(cmd('AssignRoles', { roles: ['owner'] }, as('o1', ['owner'])))
      .then([
        { type: 'RoleRevoked', data: { role: 'client' } },
        { type: 'RoleAssigned', data: { role: 'owner' } },
      ]);
    const owner = [registered({ roles: ['owner'] })];
    spec
      .given(owner)
      .when(cmd('AssignRoles', { roles: ['admin'] }))
      .thenThrows('USER.OWNER_ROLE_RESERVED');
    spec.given(owner).when(cmd('DeactivateUser', {})).thenThrows('USER.OWNER_ONLY');
  });

  it('is deactivated by someone else, never by itself; activating an active user decides nothing', () => {
    spec.given(history).when(cmd('DeactivateUser', {})).then([deactivated]);
    spec
      .given(history)
      .when(cmd('DeactivateUser', {}, as('u1', ['admin'])))
      .thenThrows('USER.CANNOT_DEACTIVATE_SELF');
    spec.given(history).when(cmd('ActivateUser', {})).thenNothing();
  });
});

describe('a deactivated user', () => {
  const history = [registered(), deactivated];

  it('cannot sign in (Usuario desactivado), change its password, reset it or its profile', () => {
    const err = spec.given(history).when(cmd('RecordLogin', LOGIN)).thenThrows('USER.DEACTIVATED');
    expect(err.message).toBe('Usuario desactivado');
    for (const c of [
      cmd('ChangePassword', {}),
      cmd('UpdateProfile', { name: 'X' }),
      cmd('RequestPasswordReset', { tokenId: TOKEN_ID, expiresAt: '2027-01-01T00:00:00.000Z' }),
    ]) {
      spec.given(history).when(c).thenThrows('USER.DEACTIVATED');
    }
  });

  it('may still log out, and is activated again', () => {
    spec
      .given(history)
      .when(cmd('RecordLogout', {}))
      .then([{ type: 'UserLoggedOut', data: { loggedOutAt: NOW } }]);
    spec.given(history).when(cmd('DeactivateUser', {})).thenNothing();
    spec
      .given(history)
      .when(cmd('ActivateUser', {}))
      .thenState({ ...registeredState(), status: 'active' });
  });
});

function registeredState(): RegisteredUser {
  const state = userDecider.evolve(userDecider.initialState(), registered());
  expect(sessionUserOf(state as RegisteredUser)).toEqual({
    id: 'u1',
    name: 'Ana María López',
    email: 'ana@flora.test',
    firstName: 'Ana',
    lastName: 'María López',
    roles: ['client'],
    createdAt: NOW,
  });
  return state as RegisteredUser;
}

describe('an account an admin creates (issue 43)', () => {
  const made = { userId: 'u1', email: 'ana@flora.test', name: 'Ana María López', roles: ['cashier' as const] };
  const temporary = registered({ roles: ['cashier'], mustChangePassword: true });
  const stateAfter = (events: UserEvent[]) =>
    events.reduce(userDecider.evolve, userDecider.initialState()) as RegisteredUser;

  it('records that its password is temporary, and only when it is', () => {
    spec
      .given([])
      .when(cmd('RegisterUser', { ...made, mustChangePassword: true }))
      .then([temporary]);
    spec
      .given([])
      .when(cmd('RegisterUser', made))
      .then([registered({ roles: ['cashier'] })]);
  });

  it('asks for a new password until one is changed or reset', () => {
    expect(sessionUserOf(stateAfter([temporary])).mustChangePassword).toBe(true);
    const changed: UserEvent = { type: 'PasswordChanged', data: { changedAt: NOW } };
    expect(sessionUserOf(stateAfter([temporary, changed]))).not.toHaveProperty('mustChangePassword');
    const reset: UserEvent = { type: 'PasswordResetCompleted', data: { tokenId: TOKEN_ID, completedAt: NOW } };
    expect(stateAfter([temporary, resetRequested, reset]).mustChangePassword).toBe(false);
    expect(sessionUserOf(stateAfter([registered()]))).not.toHaveProperty('mustChangePassword');
  });
});
