import type { Decider } from '../shared/decider';
import type { UserCommand } from './commands';
import { decide } from './decide';
import type { UserEvent } from './events';
import { evolve, initialUser, type UserState } from './evolve';

export * from './events';
export * from './commands';
export * from './errors';
export { decide } from './decide';
export { evolve, initialUser, type UserState, type UserProfile, type RegisteredUser } from './evolve';

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  stateVersion: 1,
  initialState: initialUser,
  evolve,
  decide,
};

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

export function sessionUserOf(user: Exclude<UserState, { status: 'unregistered' }>): SessionUser {
  const { userId: id, name, email, firstName, lastName, roles, registeredAt: createdAt } = user;
  return { id, name, email, firstName, lastName, roles: [...roles], createdAt };
}
