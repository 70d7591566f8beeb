import type { UserState } from './user/evolve';

// What the API answers about users: the session user (login, register, profile) and a row of the
// users screen.

/** The session user of spec section 3, as the login, register and profile answers carry it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  createdAt: string;
}

/** A row of the users screen (GET /api/users): the session user plus what an admin manages. */
export interface UserListItem extends SessionUser {
  status: 'active' | 'inactive';
  lastLoginAt: string | null;
}

/** One of the caller's open sessions (GET /api/auth/sessions), for /profile's list. */
export interface OpenSessionItem {
  id: string;
  /** What the browser said it was when it signed in ("Chrome en Windows"). */
  device: string;
  startedAt: string;
  /** Written by the APIs at most a minute late; the sign-in when never seen since. */
  lastSeenAt: string;
  /** The absolute end. */
  expiresAt: string;
  /** The session of the token that asks. */
  current: boolean;
}

export function sessionUserOf(user: Exclude<UserState, { status: 'unregistered' }>): SessionUser {
  const { userId: id, name, email, firstName, lastName, roles, registeredAt: createdAt } = user;
  return { id, name, email, firstName, lastName, roles: [...roles], createdAt };
}
