import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import { sessionUserOf, userError, type RegisteredUser, type SessionUser, type UserState } from '../../domain/users';
import { signToken } from '../../infra/auth/jwt';
import { loadUserState } from '../../infra/auth/user-access-source';
import { CredentialStore } from '../../infra/auth/credentials';
import { LoginThrottle, type Clock, type ThrottlePolicy } from '../../infra/auth/login-throttle';
import type { Config } from '../../infra/config';
import type { Actor, EventStore } from '../../infra/event-store/port';
import { SnapshotStore } from '../../infra/event-store/snapshots';
import type { CommandContext, CommandHandler } from '../handler';

// What the identity routes share: the command handler for the User aggregate, the credentials
// (the only place passwords live), the login throttle and the token signer.

export interface Identity {
  handler: CommandHandler;
  store: EventStore;
  snapshots: SnapshotStore;
  credentials: CredentialStore;
  throttle: LoginThrottle;
  config: Pick<Config, 'jwtSecret' | 'jwtExpiresIn'>;
  /** How long a reset link works. */
  resetTtlMs: number;
}

export interface IdentityOptions {
  handler: CommandHandler;
  store: EventStore;
  db: Kysely<AppDatabase>;
  config: Pick<Config, 'jwtSecret' | 'jwtExpiresIn'>;
  /** The throttle's clock (tests move it instead of waiting). */
  clock?: Clock;
  throttle?: ThrottlePolicy;
}

export function createIdentity({ handler, store, db, config, clock, throttle }: IdentityOptions): Identity {
  return {
    handler,
    store,
    snapshots: new SnapshotStore(db),
    credentials: new CredentialStore(db),
    throttle: new LoginThrottle(db, clock, throttle),
    config,
    resetTtlMs: 60 * 60 * 1000,
  };
}

/** The user's current state: the latest snapshot plus the events after it (logins make streams long). */
export function loadUser(identity: Identity, userId: string): Promise<UserState> {
  return loadUserState(identity.store, identity.snapshots, userId);
}

export async function loadRegistered(
  identity: Identity,
  userId: string,
  code: 'USER.NOT_FOUND' | 'USER.NO_AUTHENTICATED_USER' = 'USER.NOT_FOUND',
) {
  const state = await loadUser(identity, userId);
  if (state.status === 'unregistered') throw userError(code);
  return state;
}

export function sessionFor(identity: Identity, user: RegisteredUser): { token: string; user: SessionUser } {
  const token = signToken(
    { userId: user.userId, roles: [...user.roles] },
    identity.config.jwtSecret,
    identity.config.jwtExpiresIn,
  );
  return { token, user: sessionUserOf(user) };
}

/** The context of a command sent on behalf of `actor` (the user signing in, registering, resetting). */
export function actingAs(context: CommandContext, actor: Actor, commandId = context.commandId): CommandContext {
  return {
    ...context,
    commandId,
    correlationId: context.correlationId === context.commandId ? commandId : context.correlationId,
    actor,
  };
}
