import { inventoryKeys } from '@/lib/inventory-reads';
import type { RefreshedBy } from '@/lib/live/refreshed-by';

/** The warehouse's dashboard (lib/inventory-reads.ts keys it) reads the stock and the ledger's movements. */
const dashboards = [...inventoryKeys.all, 'dashboard'] as const;

export const refreshedBy: RefreshedBy = { inventory: [dashboards], 'stock-ledger': [dashboards] };
