import type { FastifyRequest } from 'fastify';
import { userStream } from '../../domain/users';
import type { Role } from '../../domain/identity';
import { DomainError } from '../../domain/shared';
import type { CommandOutcome } from '../../application/handler';
import { newTemporaryPassword, temporaryPasswordFor } from '../../infra/auth/passwords';
import { commandIdFor } from '../../infra/event-store/event-id';
import { commandContext, keyedRequestHash, keyReused, type CommandDeps } from '../send-command';
import { registerAccount, type Identity } from '../auth';

// POST /api/users's work (issue 43). The creation is not a decider's command on an existing stream —
// it reserves the email first, as a registration does — so the generic handler's Idempotency-Key does not
// cover it. Sent with a key, everything a repeat must answer alike derives from the key: the account's id,
// and its temporary password (with the server's secret, see temporaryPasswordFor), and the first answer's
// revision and position are kept in command_results like any command's. A repeat of the key answers the
// same 201; the key with another body is 409 IDEMPOTENCY_KEY_REUSED; another key with the email, 409
// USER.ALREADY_EXISTS.

export interface CreatedUser {
  id: string;
  streamId: string;
  revision: number;
  position: string | null;
  temporaryPassword: string;
}

type Deps = CommandDeps & { identity: Identity };

/** The account to make: POST /api/users's body, or a partner portal's invitation (issue 45: `portalOf`). */
export interface NewAccount {
  name: string;
  email: string;
  roles?: Role[];
  portalOf?: string;
}

const answer = (id: string, outcome: Pick<CommandOutcome, 'revision' | 'position'>, temporaryPassword: string) => ({
  id,
  streamId: userStream(id),
  revision: Number(outcome.revision),
  position: outcome.position,
  temporaryPassword,
});

/** `purpose`: what the key's account id is derived for (each route its own). */
export async function createUser(
  deps: Deps,
  req: FastifyRequest,
  body: NewAccount,
  purpose = 'create-user',
): Promise<CreatedUser> {
  const context = commandContext(req);
  const { name, email, roles, portalOf } = body;
  const registration = { name, email, roles, portalOf, mustChangePassword: true };
  if (!context.keyed) {
    const temporaryPassword = newTemporaryPassword();
    const { user, appended } = await registerAccount(
      deps.identity,
      { ...registration, password: temporaryPassword },
      context,
    );
    return answer(user.userId, appended ?? { revision: 0n, position: null }, temporaryPassword);
  }

  const key = context.commandId;
  const userId = keyedAccountId(key, purpose);
  const temporaryPassword = temporaryPasswordFor(deps.identity.config.jwtSecret, key);
  const hash = keyedRequestHash(req, context);
  const claim = await deps.results.claim(key, hash, userStream(userId));
  if (claim !== 'claimed') {
    if (claim.requestHash !== hash) throw keyReused();
    if (claim.answer) return answer(userId, claim.answer, temporaryPassword);
    // Still pending (the first request running, or gone mid-way): the same id makes this one finish it.
  }
  let outcome: CommandOutcome;
  try {
    const { appended } = await registerAccount(
      deps.identity,
      { ...registration, userId, password: temporaryPassword },
      context,
    );
    outcome = appended ?? (await registeredBefore(deps, userId, email))!;
  } catch (err) {
    const before = await registeredBefore(deps, userId, email, err);
    if (!before) {
      if (claim === 'claimed') await deps.results.release(key);
      throw err;
    }
    outcome = before;
  }
  const kept = await deps.results.complete(key, hash, outcome);
  if (kept.requestHash !== hash || !kept.answer) throw keyReused();
  return answer(userId, kept.answer, temporaryPassword);
}

/** The id of the account an Idempotency-Key makes: a repeat of the key finds it. */
export const keyedAccountId = (key: string, purpose: string) => commandIdFor(key, purpose);

/**
 * The key's account, registered by an earlier request with it that ended before keeping its answer: its
 * registration (revision 0) answers. Only for "already exists" (or no error): any other failure stands.
 */
async function registeredBefore(
  { identity }: Deps,
  userId: string,
  email: string,
  err?: unknown,
): Promise<CommandOutcome | undefined> {
  if (err !== undefined && !(err instanceof DomainError && err.code === 'USER.ALREADY_EXISTS')) return undefined;
  const [registered] = await identity.store.readStream(userStream(userId));
  const data = registered?.data as { email?: string } | undefined;
  if (!registered || data?.email !== email.trim().toLowerCase()) return undefined;
  const { revision, position } = registered;
  return { streamId: userStream(userId), revision, position, appendedByThisCommand: true, appendedNow: false };
}
