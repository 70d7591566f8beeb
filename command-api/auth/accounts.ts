import { randomUUID } from 'node:crypto';
import {
  userDecider,
  userError,
  userStream,
  USER_MESSAGES,
  tooManyAttempts,
  type RegisteredUser,
  type SessionUser,
} from '../../domain/users';
import type { Role } from '../../domain/identity';
import { DomainError } from '../../domain/shared';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../infra/auth/passwords';
import { LoginThrottle } from '../../infra/auth/login-throttle';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandContext, CommandOutcome } from '../../application/handler';
import { actingAs, loadRegistered, loadUser, openSession, type Identity } from './identity';

// Registration and sign-in. Passwords are hashed here and go to the credentials table only.

export interface Registration {
  name: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** The demo seed's fixed id (idempotent re-runs); a random one otherwise. */
  userId?: string;
  /** The demo seed and the admin's creation only; new users are clients (spec 5). */
  roles?: Role[];
  /** The admin's creation (issue 43): the password is temporary, to be changed at the first sign-in. */
  mustChangePassword?: boolean;
  /** Issue 45: an account made for this consignment partner's portal (its role and binding from the start). */
  portalOf?: string;
}

/** A registration and its append (null when a retried seed found it already made). */
export interface Registered {
  user: RegisteredUser;
  appended: CommandOutcome | null;
}

export type Session = { token: string; user: SessionUser };

/**
 * Reserves the email in user_credentials (unique lower(email)), then appends UserRegistered to a
 * new stream with a command id derived from the user id, so a retry appends nothing twice.
 * If the append fails, the reservation goes, and the email is free again.
 */
export async function registerUser(
  identity: Identity,
  input: Registration,
  context: CommandContext,
): Promise<RegisteredUser> {
  return (await registerAccount(identity, input, context)).user;
}

/** registerUser, with the append's revision and position (what POST /api/users answers). */
export async function registerAccount(
  identity: Identity,
  input: Registration,
  context: CommandContext,
): Promise<Registered> {
  const userId = input.userId ?? randomUUID();
  const email = input.email.trim().toLowerCase();
  if ((await identity.credentials.reserve(userId, email, await hashPassword(input.password))) === 'taken') {
    throw userError('USER.ALREADY_EXISTS', 'email');
  }
  const { name, firstName, lastName, roles, mustChangePassword, portalOf } = input;
  const command = {
    type: 'RegisterUser' as const,
    data: { userId, email, name, firstName, lastName, roles, mustChangePassword, portalOf },
  };
  // Someone registering themselves is the actor of their own registration; the seed acts as itself.
  const actor = context.actor.userId === 'anonymous' ? { userId, roles: ['client'] } : context.actor;
  const registering = actingAs(context, actor, commandIdFor(userId, 'register'));
  let appended: CommandOutcome | null = null;
  try {
    appended = await identity.handler.handle(userDecider, userStream(userId), command, registering);
  } catch (err) {
    // A retried seed whose event went in before its process died: the stream is already this registration.
    const state = await loadUser(identity, userId).catch(() => undefined);
    const resumed =
      err instanceof DomainError &&
      err.code === 'USER.ALREADY_EXISTS' &&
      state?.status !== 'unregistered' &&
      state?.email === email;
    if (!resumed) {
      await identity.credentials.release(userId);
      throw err;
    }
  }
  await identity.credentials.confirm(userId);
  return { user: await loadRegistered(identity, userId), appended };
}

export type LoginOutcome =
  ({ ok: true } & Session) | { ok: false; status: 401 | 403 | 429; error: string; retryAfter?: number };

const invalid: LoginOutcome = { ok: false, status: 401, error: USER_MESSAGES['AUTH.INVALID_CREDENTIALS'] };

/**
 * Throttled per email + address (growing delays, lifted by the right password once the delay has
 * passed: never a lockout the owner cannot pass) and per address across accounts; a deactivated
 * account is refused after its password checks out.
 */
export async function login(
  identity: Identity,
  input: { email: string; password: string },
  address: string,
  device: string,
  context: CommandContext,
): Promise<LoginOutcome> {
  const key = LoginThrottle.key(input.email, address);
  const addressKey = LoginThrottle.addressKey(address);
  // The address first: guessing across many accounts stops there without touching their counts.
  const wait = (await identity.throttle.retryAfter(addressKey)) || (await identity.throttle.attempt(key));
  if (wait > 0) return { ok: false, status: 429, error: tooManyAttempts(wait), retryAfter: wait };
  const credentials = await identity.credentials.byEmail(input.email);
  const matches = credentials
    ? await verifyPassword(input.password, credentials.passwordHash)
    : await verifyAgainstDecoy(input.password);
  if (!credentials || !matches) {
    await identity.throttle.failure(addressKey);
    return invalid;
  }
  // The password was right: whatever follows, it was not a guess.
  await identity.throttle.clear(key);
  const user = await loadUser(identity, credentials.userId);
  if (user.status === 'unregistered') return invalid;
  try {
    return { ok: true, ...(await openSession(identity, user, device, context)) };
  } catch (err) {
    if (err instanceof DomainError && err.code === 'USER.DEACTIVATED')
      return { ok: false, status: 403, error: err.message };
    throw err;
  }
}
