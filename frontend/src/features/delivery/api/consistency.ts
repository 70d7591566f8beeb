import { areaWrites } from '@/lib/consistency';
import { deliveryKeys } from './keys';

// Read-your-writes for the delivery screens: an assignment or a driver's step refreshes the lists
// and the drivers' counts, which then wait for the command's position (?minPosition=).
export const { minPosition: deliveriesMinPosition, afterCommand: afterDeliveryCommand } = areaWrites(
  deliveryKeys.all,
  deliveryKeys.drivers,
);
