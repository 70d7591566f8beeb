import { inventoryKeys } from '@/lib/inventory-reads';
import type { RefreshedBy } from '@/lib/live/refreshed-by';

// The inventory's keys live in lib/inventory-reads.ts (the warehouse reads them too). A product or a
// movement changed: every query under 'inventory' (lists, cards, details, history, the pickers
// other screens keep there); an agreement moves stock too. The ledger's own reads (movements, stock
// as of a date) follow the stock-ledger model; a movement's row in the lists is the inventory's
// notice, patched there (api/product-rows-patch.ts). Issue 44: the lots follow their own model.
export const refreshedBy: RefreshedBy = {
  inventory: [inventoryKeys.all],
  consignment: [inventoryKeys.all],
  'stock-ledger': [
    [...inventoryKeys.all, 'movements'],
    [...inventoryKeys.all, 'stock'],
  ],
  lots: [[...inventoryKeys.all, 'lots']],
};
