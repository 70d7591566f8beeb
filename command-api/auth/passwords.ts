import { userDecider, userError, userStream, tooManyAttempts } from '../../domain/users';
import type { Principal } from '../../infra/auth/jwt';
import { hashPassword, newResetToken, resetTokenId, verifyPassword } from '../../infra/auth/passwords';
import type { CommandContext } from '../../application/handler';
import { actingAs, type Identity } from './identity';

// Password changes and resets. Order: the event first (the aggregate may refuse, e.g. a deactivated
// account), the new hash after it; so a refused command never changes a password.

/** Too many wrong current passwords from one session: answered 429 with Retry-After, like the login. */
export class TooManyAttempts extends Error {
  readonly code = 'AUTH.TOO_MANY_ATTEMPTS';
  constructor(readonly retryAfter: number) {
    super(tooManyAttempts(retryAfter));
    this.name = 'TooManyAttempts';
  }
}

export async function changePassword(
  identity: Identity,
  principal: Principal,
  input: { currentPassword: string; newPassword: string },
  context: CommandContext,
): Promise<void> {
  const credentials = await identity.credentials.byUserId(principal.userId);
  if (!credentials) throw userError('USER.NO_AUTHENTICATED_USER');
  // A stolen token must not become a way to guess the password: same throttle as the login.
  const key = `change-password|${principal.userId}`;
  const wait = await identity.throttle.attempt(key);
  if (wait > 0) throw new TooManyAttempts(wait);
  if (!(await verifyPassword(input.currentPassword, credentials.passwordHash)))
    throw userError('AUTH.WRONG_PASSWORD', 'currentPassword');
  await identity.throttle.clear(key);
  await identity.handler.handle(
    userDecider,
    userStream(principal.userId),
    { type: 'ChangePassword', data: { keepSession: principal.sessionId } },
    context,
  );
  await identity.credentials.setPassword(principal.userId, await hashPassword(input.newPassword));
}

/**
 * Records a reset for the account of `email` and returns its token. Delivery by mail is out of
 * scope: the HTTP route answers without the token; only a caller in the process (a mailer, a test)
 * ever sees it. The event and the credentials keep its SHA-256 only.
 */
export async function requestPasswordReset(
  identity: Identity,
  email: string,
  context: CommandContext,
): Promise<{ userId: string; token: string }> {
  const credentials = await identity.credentials.byEmail(email);
  if (!credentials) throw userError('AUTH.NO_USER', 'email');
  const { token, tokenId } = newResetToken();
  const expiresAt = new Date(Date.now() + identity.resetTtlMs);
  const command = {
    type: 'RequestPasswordReset' as const,
    data: { tokenId, expiresAt: expiresAt.toISOString() },
  };
  await identity.handler.handle(userDecider, userStream(credentials.userId), command, context);
  await identity.credentials.recordReset(credentials.userId, tokenId, expiresAt);
  return { userId: credentials.userId, token };
}

export async function completePasswordReset(
  identity: Identity,
  input: { token: string; newPassword: string },
  context: CommandContext,
): Promise<void> {
  const tokenId = resetTokenId(input.token);
  const userId = await identity.credentials.userIdForReset(tokenId);
  if (!userId) throw userError('USER.RESET_TOKEN_INVALID', 'token');
  // Holding the token is what authenticates this request: the audit trail names its user.
  const holder = actingAs(context, { userId, roles: [] });
  await identity.handler.handle(
    userDecider,
    userStream(userId),
    { type: 'CompletePasswordReset', data: { tokenId } },
    holder,
  );
  await identity.credentials.setPassword(userId, await hashPassword(input.newPassword));
  const credentials = await identity.credentials.byUserId(userId);
  if (credentials) await identity.throttle.clearEmail(credentials.email);
}
