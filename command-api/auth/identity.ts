import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import {
  sessionUserOf,
  userDecider,
  userError,
  userStream,
  type RegisteredUser,
  type SessionUser,
  type UserState,
} from '../../domain/users';
import { signToken, type Principal } from '../../infra/auth/jwt';
import { loadUserState } from '../../infra/auth/user-access-source';
import { CredentialStore } from '../../infra/auth/credentials';
import { LoginThrottle, type Clock, type ThrottlePolicy } from '../../infra/auth/login-throttle';
import type { Config } from '../../infra/config';
import type { Actor, EventStore } from '../../infra/event-store/port';
import { SnapshotStore } from '../../infra/event-store/snapshots';
import type { CommandContext, CommandHandler } from '../../application/handler';

// What the identity routes share: the command handler for the User aggregate, the credentials
// (the only place passwords live), the login throttle and the token signer.

export interface Identity {
  handler: CommandHandler;
  store: EventStore;
  snapshots: SnapshotStore;
  credentials: CredentialStore;
  throttle: LoginThrottle;
  config: Pick<Config, 'jwtSecret' | 'jwtExpiresIn' | 'sessionMaxAgeMs'>;
  /** How long a reset link works. */
  resetTtlMs: number;
}

export interface IdentityOptions {
  handler: CommandHandler;
  store: EventStore;
  db: Kysely<AppDatabase>;
  config: Pick<Config, 'jwtSecret' | 'jwtExpiresIn' | 'sessionMaxAgeMs'>;
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

/**
 * Opens a session (UserLoggedIn with its id, device and absolute end, on the account's stream) and
 * signs its token: the token ends with the session at the latest. A deactivated account is refused
 * by the decider (USER.DEACTIVATED).
 */
export async function openSession(
  identity: Identity,
  user: RegisteredUser,
  device: string,
  context: CommandContext,
): Promise<{ token: string; user: SessionUser }> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + identity.config.sessionMaxAgeMs);
  const actor = { userId: user.userId, roles: [...user.roles] };
  await identity.handler.handle(
    userDecider,
    userStream(user.userId),
    { type: 'RecordLogin', data: { sessionId, expiresAt: expiresAt.toISOString(), device } },
    actingAs(context, actor),
  );
  const { jwtSecret, jwtExpiresIn } = identity.config;
  const token = signToken({ ...actor, sessionId }, jwtSecret, jwtExpiresIn, expiresAt);
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

/** A fresh token of the same open session: the idle limit moves on, the absolute end does not. */
export async function renewSession(identity: Identity, principal: Principal): Promise<string> {
  const user = await loadRegistered(identity, principal.userId, 'USER.NO_AUTHENTICATED_USER');
  const session = principal.sessionId ? user.sessions[principal.sessionId] : undefined;
  if (!session) throw userError('USER.SESSION_NOT_FOUND');
  const { jwtSecret, jwtExpiresIn } = identity.config;
  return signToken(principal, jwtSecret, jwtExpiresIn, new Date(session.expiresAt));
}
