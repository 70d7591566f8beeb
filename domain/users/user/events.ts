import type { Role } from '../../identity/roles';
import type { DomainEvent } from '../../shared/decider';

// What happened to a user account. No event ever carries a password or its hash: those live only
// in the credentials table. A reset is known by the SHA-256 of its token (tokenId), never the token.

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    name: string;
    firstName: string;
    lastName: string;
    roles: Role[];
    registeredAt: string;
  }
>;
export type UserLoggedIn = DomainEvent<'UserLoggedIn', { loggedInAt: string }>;
export type UserLoggedOut = DomainEvent<'UserLoggedOut', { loggedOutAt: string }>;
/** Records only that the password changed. */
export type PasswordChanged = DomainEvent<'PasswordChanged', { changedAt: string }>;
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { tokenId: string; requestedAt: string; expiresAt: string }
>;
export type PasswordResetCompleted = DomainEvent<'PasswordResetCompleted', { tokenId: string; completedAt: string }>;
export type ProfileUpdated = DomainEvent<'ProfileUpdated', { name: string; firstName: string; lastName: string }>;
export type RoleAssigned = DomainEvent<'RoleAssigned', { role: Role }>;
export type RoleRevoked = DomainEvent<'RoleRevoked', { role: Role }>;
export type UserDeactivated = DomainEvent<'UserDeactivated', { deactivatedAt: string }>;
export type UserActivated = DomainEvent<'UserActivated', { activatedAt: string }>;

export type UserEvent =
  | UserRegistered
  | UserLoggedIn
  | UserLoggedOut
  | PasswordChanged
  | PasswordResetRequested
  | PasswordResetCompleted
  | ProfileUpdated
  | RoleAssigned
  | RoleRevoked
  | UserDeactivated
  | UserActivated;

export const USER_EVENT_TYPES: UserEvent['type'][] = [
  'UserRegistered',
  'UserLoggedIn',
  'UserLoggedOut',
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordResetCompleted',
  'ProfileUpdated',
  'RoleAssigned',
  'RoleRevoked',
  'UserDeactivated',
  'UserActivated',
];

/** One stream per user. */
export const USER_STREAM_PREFIX = 'user-';
export const userStream = (userId: string) => `${USER_STREAM_PREFIX}${userId}`;
export const userIdOfStream = (streamId: string) =>
  streamId.startsWith(USER_STREAM_PREFIX) ? streamId.slice(USER_STREAM_PREFIX.length) : undefined;
