import { areaWrites } from '@/lib/consistency';
import { inventoryKeys } from '@/lib/inventory-reads';
import { consignmentKeys } from './keys';

// Read-your-writes for the consignment screens: one command refreshes the list, the cards, the
// detail and its history, and inventory too (an agreement moves stock to and from the partner's shelf).
export const { minPosition: consignmentMinPosition, afterCommand: afterConsignmentCommand } = areaWrites(
  consignmentKeys.all,
  inventoryKeys.all,
);
