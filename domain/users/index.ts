import type { Decider } from '../shared/decider';
import type { UserCommand } from './user/commands';
import { decide } from './user/decide';
import type { UserEvent } from './user/events';
import { evolve, initialUser, type UserState } from './user/evolve';

export * from './user/events';
export * from './user/commands';
export * from './user/errors';
export * from './user/sessions';
export * from './responses';
export { decide } from './user/decide';
export { evolve, initialUser, type UserState, type UserProfile, type RegisteredUser } from './user/evolve';

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  stateVersion: 4, // 2: open sessions in the state; 3: mustChangePassword; 4: partnerId (issue 45)
  initialState: initialUser,
  evolve,
  decide,
};
