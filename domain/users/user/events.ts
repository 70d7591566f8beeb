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
    /** An account an admin created with a temporary password (issue 43): absent on the others. */
    mustChangePassword?: true;
  }
>;
/**
 * A sign-in opens a session: its id is the token's `sid`; it ends at `expiresAt` whatever its tokens
 * say (the absolute lifetime). Sign-ins before sessions existed carry none of the three.
 */
export type UserLoggedIn = DomainEvent<
  'UserLoggedIn',
  { loggedInAt: string; sessionId?: string; expiresAt?: string; device?: string }
>;
/** Signing out of one device ends its session. */
export type UserLoggedOut = DomainEvent<'UserLoggedOut', { loggedOutAt: string; sessionId?: string }>;
/** Why sessions ended other than a sign-out of their own device. */
export type SessionEndReason =
  | 'signed-out-everywhere'
  | 'ended-by-user'
  | 'password-changed'
  | 'password-reset'
  | 'deactivated'
  | 'role-revoked'
  | 'too-many-sessions'
  /** The account's access to a partner's portal was withdrawn (issue 45). */
  | 'portal-withdrawn';
export type SessionsEnded = DomainEvent<
  'SessionsEnded',
  { sessionIds: string[]; reason: SessionEndReason; endedAt: string }
>;
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
/**
 * Issue 45: the account may read one consignment partner's portal: it holds the partner role, bound to
 * `partnerId`, until the access is withdrawn.
 */
export type PortalAccessGranted = DomainEvent<'PortalAccessGranted', { partnerId: string; grantedAt: string }>;
/** The portal's role and binding gone; the account's sessions end in the same append (SessionsEnded). */
export type PortalAccessWithdrawn = DomainEvent<'PortalAccessWithdrawn', { partnerId: string; withdrawnAt: string }>;
export type UserDeactivated = DomainEvent<'UserDeactivated', { deactivatedAt: string }>;
export type UserActivated = DomainEvent<'UserActivated', { activatedAt: string }>;

export type UserEvent =
  | UserRegistered
  | UserLoggedIn
  | UserLoggedOut
  | SessionsEnded
  | PasswordChanged
  | PasswordResetRequested
  | PasswordResetCompleted
  | ProfileUpdated
  | RoleAssigned
  | RoleRevoked
  | PortalAccessGranted
  | PortalAccessWithdrawn
  | UserDeactivated
  | UserActivated;

export const USER_EVENT_TYPES: UserEvent['type'][] = [
  'UserRegistered',
  'UserLoggedIn',
  'UserLoggedOut',
  'SessionsEnded',
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordResetCompleted',
  'ProfileUpdated',
  'RoleAssigned',
  'RoleRevoked',
  'PortalAccessGranted',
  'PortalAccessWithdrawn',
  'UserDeactivated',
  'UserActivated',
];

/** One stream per user. */
export const USER_STREAM_PREFIX = 'user-';
export const userStream = (userId: string) => `${USER_STREAM_PREFIX}${userId}`;
export const userIdOfStream = (streamId: string) =>
  streamId.startsWith(USER_STREAM_PREFIX) ? streamId.slice(USER_STREAM_PREFIX.length) : undefined;
