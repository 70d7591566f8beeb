import type { CommandContext } from '../../application/handler';
import { DEMO_PARTNER_USERS } from '../../infra/demo/users';
import { registerUser, type Identity } from '../auth';
import { demoPartnerId } from './consignment';
import { demoUserId } from './users';

// Issue 45: one portal account per demo consignment partner (infra/demo/users.ts names them), made as
// an invitation from the partner's page makes one — the partner role bound to the partner from its
// first event — with the demo's known password and no change asked. Idempotent as the other demo
// users: an e-mail already taken is skipped; fixed user and command ids.
const SEED_ACTOR = { userId: 'system:demo-seed', roles: ['owner'] };

export async function seedDemoPartnerUsers(identity: Identity): Promise<{ created: string[]; skipped: string[] }> {
  const created: string[] = [];
  const skipped: string[] = [];
  for (const demo of DEMO_PARTNER_USERS) {
    const userId = demoUserId(demo.email);
    const holder = await identity.credentials.byEmail(demo.email, { includeReserved: true });
    if (holder && (holder.registered || holder.userId !== userId)) {
      skipped.push(demo.email);
      continue;
    }
    const context: CommandContext = { commandId: userId, correlationId: userId, actor: SEED_ACTOR };
    const { email, name, password } = demo;
    await registerUser(identity, { email, name, password, userId, portalOf: demoPartnerId(demo.partnerKey) }, context);
    created.push(demo.email);
  }
  return { created, skipped };
}
