import { areaWrites } from '@/lib/consistency';
import { subscriptionKeys } from './keys';

// Read-your-writes for the subscription screens: a subscribe, a pause or a plan edited refreshes the
// lists, the open subscription and the plans, which then wait for the command's position (?minPosition=).
export const { minPosition: subscriptionsMinPosition, afterCommand: afterSubscriptionCommand } = areaWrites(
  subscriptionKeys.all,
);
