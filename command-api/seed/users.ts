import { v5 as uuidv5 } from 'uuid';
import { DEMO_USERS } from '../../infra/demo/users';
import type { CommandContext } from '../../application/handler';
import { registerUser, type Registration } from '../auth/accounts';
import type { Identity } from '../auth/identity';

// The demo shop's accounts, one per role (FLORA_SEED_DEMO=1, set by `npm start`). Idempotent:
// an email already taken is skipped, and each registration has a fixed user id and command id,
// so a seed interrupted half-way finishes on the next start without doubling anything.
const DEMO_NAMESPACE = '0f5e3c2a-9d1b-4c7e-8a6f-3b2d1e0c9a87';
const SEED_ACTOR = { userId: 'system:demo-seed', roles: ['owner'] }; // only an owner may grant the owner role

export const demoUserId = (email: string) => uuidv5(email, DEMO_NAMESPACE);

export async function seedDemoUsers(identity: Identity): Promise<SeededAccounts> {
  return seedAccounts(
    identity,
    DEMO_USERS.map((demo) => ({ ...demo, roles: [demo.role] })),
  );
}

export interface SeededAccounts {
  created: string[];
  skipped: string[];
}

/** Registers each demo account once (fixed ids from its e-mail); one whose e-mail is taken is skipped. */
export async function seedAccounts(
  identity: Identity,
  accounts: readonly Omit<Registration, 'userId'>[],
): Promise<SeededAccounts> {
  const created: string[] = [];
  const skipped: string[] = [];
  for (const account of accounts) {
    const userId = demoUserId(account.email);
    const holder = await identity.credentials.byEmail(account.email, { includeReserved: true });
    if (holder && (holder.registered || holder.userId !== userId)) {
      skipped.push(account.email);
      continue;
    }
    const context: CommandContext = { commandId: userId, correlationId: userId, actor: SEED_ACTOR };
    await registerUser(identity, { ...account, userId }, context);
    created.push(account.email);
  }
  return { created, skipped };
}
