import type { UserEvent, UserRegistered } from './events';
import { closed, opened, type Sessions } from './sessions';

/** What registration said, plus what changed since (the event's own fields are the profile's). */
export type UserProfile = Omit<UserRegistered['data'], 'mustChangePassword'> & {
  /** The reset in progress: the SHA-256 of its token and when it stops working. */
  pendingReset: { tokenId: string; expiresAt: string } | null;
  /** Open sessions by id (the tokens' `sid`). */
  sessions: Sessions;
  /** The password is the temporary one an admin handed over: the app asks for a new one first (issue 43). */
  mustChangePassword: boolean;
  /** The consignment partner whose portal the account reads (issue 45); absent on every other account. */
  partnerId?: string;
};

export type UserState =
  { status: 'unregistered' } | ({ status: 'active' } & UserProfile) | ({ status: 'inactive' } & UserProfile);
export type RegisteredUser = Exclude<UserState, { status: 'unregistered' }>;

export const initialUser = (): UserState => ({ status: 'unregistered' });

export function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, email, name, firstName, lastName, roles, registeredAt, mustChangePassword } = event.data;
    return {
      status: 'active',
      userId,
      email,
      name,
      firstName,
      lastName,
      roles: [...roles],
      registeredAt,
      pendingReset: null,
      sessions: {},
      mustChangePassword: mustChangePassword === true,
    };
  }
  if (state.status === 'unregistered') return state;
  switch (event.type) {
    case 'PasswordResetRequested':
      return { ...state, pendingReset: { tokenId: event.data.tokenId, expiresAt: event.data.expiresAt } };
    case 'PasswordResetCompleted':
    case 'PasswordChanged':
      // A new password makes any reset link sent before it useless, and the temporary one gone.
      return { ...state, pendingReset: null, mustChangePassword: false };
    case 'UserLoggedIn': {
      const { sessionId, expiresAt, device, loggedInAt } = event.data;
      if (!sessionId || !expiresAt) return state; // a sign-in from before sessions
      return {
        ...state,
        sessions: opened(state.sessions, sessionId, { startedAt: loggedInAt, expiresAt, device: device ?? '' }),
      };
    }
    case 'UserLoggedOut':
      return event.data.sessionId ? { ...state, sessions: closed(state.sessions, [event.data.sessionId]) } : state;
    case 'SessionsEnded':
      return { ...state, sessions: closed(state.sessions, event.data.sessionIds) };
    case 'ProfileUpdated':
      return { ...state, ...event.data };
    case 'RoleAssigned':
      return state.roles.includes(event.data.role) ? state : { ...state, roles: [...state.roles, event.data.role] };
    case 'RoleRevoked':
      return { ...state, roles: state.roles.filter((r) => r !== event.data.role) };
    case 'PortalAccessGranted': {
      const roles = state.roles.includes('partner') ? state.roles : [...state.roles, 'partner' as const];
      return { ...state, roles, partnerId: event.data.partnerId };
    }
    case 'PortalAccessWithdrawn': {
      const { partnerId: _withdrawn, ...rest } = state;
      return { ...rest, roles: state.roles.filter((r) => r !== 'partner') };
    }
    case 'UserDeactivated':
      return { ...state, status: 'inactive' };
    case 'UserActivated':
      return { ...state, status: 'active' };
    default:
      // Unknown types (from a newer version) change nothing.
      return state;
  }
}
