import { randomUUID } from 'node:crypto';
import { registerBody } from '../../../domain/users';
import { DomainError } from '../../../domain/shared';
import type { Actor } from '../../../infra/event-store/port';
import type { CommandContext } from '../../../application/handler';
import { registerUser } from '../accounts';
import type { Identity } from '../identity';

// The first owner of a shop that runs without the demo accounts (FLORA_SEED_DEMO=0): registered
// the way every account is (credentials reserved, UserRegistered on the user's stream, the
// reservation confirmed), with the owner role. Only an owner may grant that role (the decider
// checks the actor), so the command is sent as the operator's tool with the owner role, as the
// demo seed does; the audit trail names it.

/** The actor of every account this tool creates: `system:owner-cli`, in the events' metadata. */
export const OWNER_CLI_ACTOR: Actor = { userId: 'system:owner-cli', roles: ['owner'] };

/** The account was not created; the message says why and what to do. */
export class OwnerRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OwnerRefused';
  }
}

export interface OwnerInput {
  email: string;
  /** The person's name; the email's local part when not given. */
  name?: string;
  password: string;
}

export async function createOwner(
  identity: Identity,
  input: OwnerInput,
): Promise<{ userId: string; email: string; name: string }> {
  const name = input.name?.trim() || input.email.split('@')[0]!.trim();
  // The registration form's own rules: a valid email, a name, a password of 8 characters or more.
  const parsed = registerBody.safeParse({ name, email: input.email, password: input.password });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`);
    throw new OwnerRefused(`nothing was created: ${problems.join('; ')}`);
  }
  const { email } = parsed.data;
  const userId = randomUUID();
  const context: CommandContext = { commandId: userId, correlationId: userId, actor: OWNER_CLI_ACTOR };
  try {
    await registerUser(identity, { ...parsed.data, userId, roles: ['owner'] }, context);
  } catch (err) {
    if (err instanceof DomainError && err.code === 'USER.ALREADY_EXISTS') {
      throw new OwnerRefused(
        `an account with the email ${email} exists already; nothing was created. To make that account an owner, ` +
          'sign in as an owner and give it the role in Usuarios (/admin/users).',
      );
    }
    throw err;
  }
  return { userId, email, name: parsed.data.name };
}
