import type { CommandAnswer } from '@/lib/api-client';
import { rememberWrite, takeMinPosition } from '@/lib/consistency';
import { queryClient } from '@/lib/query-client';
import { consignmentKeys } from './keys';

// Read-your-writes for the consignment screens, as inventory does it: one command refreshes the
// list, the cards, the detail and its history, so the position is kept for all of them.
let lastConsignmentWrite: string | undefined;

export const consignmentMinPosition = () => takeMinPosition() ?? lastConsignmentWrite;

/**
 * Every consignment command's success: remember where it wrote, refetch consignment and inventory
 * (an agreement moves stock to and from the partner's shelf).
 */
export function afterConsignmentCommand(answer: Partial<CommandAnswer> | undefined) {
  if (answer?.position !== undefined) lastConsignmentWrite = String(answer.position);
  rememberWrite(answer);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: consignmentKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['inventory'] }),
  ]);
}
