import type { CommandAnswer } from '@/lib/api-client';
import { rememberWrite, takeMinPosition } from '@/lib/consistency';
import { queryClient } from '@/lib/query-client';
import { billingKeys } from './keys';

// Read-your-writes for the billing screen, as consignment does it: one command refreshes the
// list, the clients and the open invoice, so the position is kept for all of them.
let lastBillingWrite: string | undefined;

export const billingMinPosition = () => takeMinPosition() ?? lastBillingWrite;

/** Every billing command's success: remember where it wrote, refetch what billing shows. */
export function afterBillingCommand(answer: Partial<CommandAnswer> | undefined) {
  if (answer?.position !== undefined) lastBillingWrite = String(answer.position);
  rememberWrite(answer);
  return queryClient.invalidateQueries({ queryKey: billingKeys.all });
}
