import { ROLES, isRole, type Role } from '../../identity/roles';
import type { CommandMetadata } from '../../shared/decider';
import {
  MAX_NAME,
  isEmail,
  normalizeEmail,
  splitName,
  type AssignRoles,
  type CompletePasswordReset,
  type RegisterUser,
  type RequestPasswordReset,
  type UpdateProfile,
  type UserCommand,
} from './commands';
import { userError } from './errors';
import type { UserEvent } from './events';
import type { RegisteredUser, UserState } from './evolve';
import { checkPartnerRole, grantPortalAccess, registrationRoles, withdrawPortalAccess } from './portal';
import { allBut, crowdedOut, ending, MAX_DEVICE } from './sessions';

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') return register(command, state);
  const user = registered(state);
  const now = command.metadata.now;
  switch (command.type) {
    case 'RecordLogin':
      active(user);
      return login(command, user);
    case 'RecordLogout': {
      const { sessionId } = command.data;
      const open = sessionId !== undefined && sessionId in user.sessions;
      return [{ type: 'UserLoggedOut', data: { loggedOutAt: now, ...(open ? { sessionId } : {}) } }];
    }
    case 'EndSessions':
      return endSessions(command, user);
    case 'ChangePassword':
      active(user);
      return [
        { type: 'PasswordChanged', data: { changedAt: now } },
        ...ending(user.sessions, allBut(user.sessions, command.data.keepSession), 'password-changed', now),
      ];
    case 'RequestPasswordReset':
      active(user);
      return requestReset(command);
    case 'CompletePasswordReset':
      active(user);
      return [...completeReset(command, user), ...ending(user.sessions, allBut(user.sessions), 'password-reset', now)];
    case 'UpdateProfile':
      active(user);
      return updateProfile(command, user);
    case 'AssignRoles': {
      // A role taken away ends the account's sessions: whoever holds them signs in again as what they are now.
      const events = assignRoles(command, user);
      const revoked = events.some((e) => e.type === 'RoleRevoked');
      return revoked ? [...events, ...ending(user.sessions, allBut(user.sessions), 'role-revoked', now)] : events;
    }
    case 'GrantPortalAccess':
      return grantPortalAccess(command, user);
    case 'WithdrawPortalAccess':
      return withdrawPortalAccess(command, user);
    case 'DeactivateUser': {
      const events = deactivate(command.metadata, user);
      return events.length ? [...events, ...ending(user.sessions, allBut(user.sessions), 'deactivated', now)] : events;
    }
    case 'ActivateUser':
      return activate(command.metadata, user);
    default: {
      const unknown: never = command;
      throw new Error(`unknown user command ${(unknown as UserCommand).type}`);
    }
  }
}

const SESSION_ID = /^[0-9a-f-]{36}$/;

function login({ data, metadata }: Extract<UserCommand, { type: 'RecordLogin' }>, user: RegisteredUser): UserEvent[] {
  const now = metadata.now;
  if (!SESSION_ID.test(data.sessionId) || !(data.expiresAt > now) || data.sessionId in user.sessions)
    throw userError('USER.SESSION_INVALID');
  const device = data.device.trim().slice(0, MAX_DEVICE);
  return [
    ...ending(user.sessions, crowdedOut(user.sessions, now), 'too-many-sessions', now),
    { type: 'UserLoggedIn', data: { loggedInAt: now, sessionId: data.sessionId, expiresAt: data.expiresAt, device } },
  ];
}

/** The listed sessions (each must be open), or every one but `keep`. */
function endSessions({ data, metadata }: Extract<UserCommand, { type: 'EndSessions' }>, user: RegisteredUser) {
  if (data.sessionIds) {
    if (!data.sessionIds.every((id) => id in user.sessions)) throw userError('USER.SESSION_NOT_FOUND');
    return ending(user.sessions, data.sessionIds, 'ended-by-user', metadata.now);
  }
  return ending(user.sessions, allBut(user.sessions, data.keep), 'signed-out-everywhere', metadata.now);
}

function registered(state: UserState): RegisteredUser {
  if (state.status === 'unregistered') throw userError('USER.NOT_FOUND');
  return state;
}

/** A deactivated account may not sign in nor change anything of its own. */
function active(user: RegisteredUser): void {
  if (user.status === 'inactive') throw userError('USER.DEACTIVATED');
}

function checkName(name: string, path: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw userError('USER.NAME_REQUIRED', path);
  if (trimmed.length > MAX_NAME) throw userError('USER.NAME_TOO_LONG', path);
  return trimmed;
}

const touchesOwner = (from: readonly Role[], to: readonly Role[]) => from.includes('owner') !== to.includes('owner');
const byOwner = (metadata: CommandMetadata) => metadata.actor.roles.includes('owner');

export function register({ data, metadata }: RegisterUser, state: UserState): UserEvent[] {
  if (state.status !== 'unregistered') throw userError('USER.ALREADY_EXISTS', 'email');
  const email = normalizeEmail(data.email);
  if (!isEmail(email)) throw userError('USER.INVALID_EMAIL', 'email');
  const name = checkName(data.name, 'name');
  const roles = registrationRoles(data.roles, data.portalOf);
  if (roles.length === 0) throw userError('USER.NO_ROLES', 'roles');
  if (!roles.every(isRole)) throw userError('USER.UNKNOWN_ROLE', 'roles');
  if (touchesOwner([], roles) && !byOwner(metadata)) throw userError('USER.OWNER_ROLE_RESERVED', 'roles');
  const { firstName, lastName } = splitName(name, data.firstName, data.lastName);
  return [
    {
      type: 'UserRegistered',
      data: {
        userId: data.userId,
        email,
        name,
        firstName,
        lastName,
        roles: sortRoles(roles),
        registeredAt: metadata.now,
        ...(data.mustChangePassword ? { mustChangePassword: true as const } : {}),
      },
    },
    ...(data.portalOf
      ? [{ type: 'PortalAccessGranted' as const, data: { partnerId: data.portalOf, grantedAt: metadata.now } }]
      : []),
  ];
}

export function requestReset({ data, metadata }: RequestPasswordReset): UserEvent[] {
  if (!/^[0-9a-f]{64}$/.test(data.tokenId) || !(data.expiresAt > metadata.now))
    throw userError('USER.RESET_TOKEN_INVALID');
  return [
    {
      type: 'PasswordResetRequested',
      data: { tokenId: data.tokenId, requestedAt: metadata.now, expiresAt: data.expiresAt },
    },
  ];
}

export function completeReset({ data, metadata }: CompletePasswordReset, user: RegisteredUser): UserEvent[] {
  const pending = user.pendingReset;
  // ISO-8601 instants in UTC compare as strings.
  if (!pending || pending.tokenId !== data.tokenId || pending.expiresAt <= metadata.now)
    throw userError('USER.RESET_TOKEN_INVALID', 'token');
  return [{ type: 'PasswordResetCompleted', data: { tokenId: data.tokenId, completedAt: metadata.now } }];
}

export function updateProfile({ data }: UpdateProfile, user: RegisteredUser): UserEvent[] {
  const name = data.name === undefined ? user.name : checkName(data.name, 'name');
  const firstName = data.firstName?.trim() ?? user.firstName;
  const lastName = data.lastName?.trim() ?? user.lastName;
  if (firstName.length > MAX_NAME || lastName.length > MAX_NAME) throw userError('USER.NAME_TOO_LONG');
  if (name === user.name && firstName === user.firstName && lastName === user.lastName) return [];
  return [{ type: 'ProfileUpdated', data: { name, firstName, lastName } }];
}

const sortRoles = (roles: readonly Role[]) => ROLES.filter((r) => roles.includes(r));

/** Set semantics: the user ends with exactly these roles; each difference is one event. */
export function assignRoles({ data, metadata }: AssignRoles, user: RegisteredUser): UserEvent[] {
  if (data.roles.length === 0) throw userError('USER.NO_ROLES', 'roles');
  if (!data.roles.every(isRole)) throw userError('USER.UNKNOWN_ROLE', 'roles');
  const wanted = sortRoles(data.roles);
  checkPartnerRole(user, wanted);
  if (touchesOwner(user.roles, wanted) && !byOwner(metadata)) throw userError('USER.OWNER_ROLE_RESERVED', 'roles');
  const revoked = sortRoles(user.roles.filter((r) => !wanted.includes(r)));
  const assigned = wanted.filter((r) => !user.roles.includes(r));
  return [
    ...revoked.map((role): UserEvent => ({ type: 'RoleRevoked', data: { role } })),
    ...assigned.map((role): UserEvent => ({ type: 'RoleAssigned', data: { role } })),
  ];
}

function guardOwner(metadata: CommandMetadata, user: RegisteredUser): void {
  if (user.roles.includes('owner') && !byOwner(metadata)) throw userError('USER.OWNER_ONLY');
}

export function deactivate(metadata: CommandMetadata, user: RegisteredUser): UserEvent[] {
  if (metadata.actor.userId === user.userId) throw userError('USER.CANNOT_DEACTIVATE_SELF');
  guardOwner(metadata, user);
  return user.status === 'inactive' ? [] : [{ type: 'UserDeactivated', data: { deactivatedAt: metadata.now } }];
}

export function activate(metadata: CommandMetadata, user: RegisteredUser): UserEvent[] {
  guardOwner(metadata, user);
  return user.status === 'active' ? [] : [{ type: 'UserActivated', data: { activatedAt: metadata.now } }];
}
