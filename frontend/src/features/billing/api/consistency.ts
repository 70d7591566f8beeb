import { areaWrites } from '@/lib/consistency';
import { billingKeys } from './keys';

// Read-your-writes for the billing screen: one command refreshes the list, the clients and the
// open invoice, so the position is kept for all of them.
export const { minPosition: billingMinPosition, afterCommand: afterBillingCommand } = areaWrites(billingKeys.all);
