import { DEMO_PARTNER_USERS } from '../../infra/demo/users';
import type { Identity } from '../auth';
import { demoPartnerId } from './consignment';
import { seedAccounts, type SeededAccounts } from './users';

// Issue 45: one portal account per demo consignment partner (infra/demo/users.ts names them), made as
// an invitation from the partner's page makes one — the partner role bound to the partner from its
// first event — with the demo's known password and no change asked; seeded as the other demo users.
export const seedDemoPartnerUsers = (identity: Identity): Promise<SeededAccounts> =>
  seedAccounts(
    identity,
    DEMO_PARTNER_USERS.map(({ email, name, password, partnerKey }) => ({
      email,
      name,
      password,
      portalOf: demoPartnerId(partnerKey),
    })),
  );
