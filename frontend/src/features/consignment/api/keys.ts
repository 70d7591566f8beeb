import { consignmentKeys } from '@/lib/consignment-keys';
import type { RefreshedBy } from '@/lib/live/refreshed-by';

// The consignment keys live in lib/consignment-keys.ts (the partners' portal reads them too).
// Every consignment query key starts with 'consignment': the websocket's 'consignment' notice
// (`refreshedBy`) and every consignment command invalidate them all. The product pickers
// read inventory, so their keys start with 'inventory' and follow stock notices too.
export { consignmentKeys, type AgreementQuery, type PartnerQuery } from '@/lib/consignment-keys';

/** The product pickers (every stock status) follow the stock; an agreement's own notice the rest. */
export const refreshedBy: RefreshedBy = {
  consignment: [consignmentKeys.all],
  inventory: [['inventory', 'consignable']],
};
