import { v5 as uuidv5 } from 'uuid';
import { DEMO_USERS } from '../../infra/demo/users';
import type { CommandContext } from '../../application/handler';
import { registerUser } from '../auth/accounts';
import type { Identity } from '../auth/identity';

// The demo shop's accounts, one per role (FLORA_SEED_DEMO=1, set by `npm start`). Idempotent:
// an email already taken is skipped, and each registration has a fixed user id and command id,
// so a seed interrupted half-way finishes on the next start without doubling anything.
const DEMO_NAMESPACE = '0f5e3c2a-9d1b-4c7e-8a6f-3b2d1e0c9a87';
const SEED_ACTOR = { userId: 'system:demo-seed', roles: ['owner'] }; // only an owner may grant the owner role

export const demoUserId = (email: string) => uuidv5(email, DEMO_NAMESPACE);

export async function seedDemoUsers(identity: Identity): Promise<{ created: string[]; skipped: string[] }> {
  const created: string[] = [];
  const skipped: string[] = [];
  for (const demo of DEMO_USERS) {
    const userId = demoUserId(demo.email);
    const holder = await identity.credentials.byEmail(demo.email, { includeReserved: true });
    if (holder && (holder.registered || holder.userId !== userId)) {
      skipped.push(demo.email);
      continue;
    }
    const context: CommandContext = { commandId: userId, correlationId: userId, actor: SEED_ACTOR };
    await registerUser(identity, { ...demo, userId, roles: [demo.role] }, context);
    created.push(demo.email);
  }
  return { created, skipped };
}
