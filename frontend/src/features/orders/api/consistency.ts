import { areaWrites } from '@/lib/consistency';
import { orderKeys } from './keys';

// Read-your-writes for the order screens: one step refreshes the queue's page, the open order and
// its tracking, so the command's position is kept for all of them (?minPosition=).
export const { minPosition: ordersMinPosition, afterCommand: afterOrderCommand } = areaWrites(orderKeys.all);
