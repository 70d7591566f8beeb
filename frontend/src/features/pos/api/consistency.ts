import { areaWrites } from '@/lib/consistency';
import { posKeys } from './keys';

// Read-your-writes for the point of sale: a sale, a refund, a session opened or closed refreshes every
// pos read, which then waits for the command's position (?minPosition=).
export const { minPosition: posMinPosition, afterCommand: afterPosCommand } = areaWrites(posKeys.all);
