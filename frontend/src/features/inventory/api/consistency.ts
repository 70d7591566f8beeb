import type { CommandAnswer } from '@/lib/api-client';
import { afterCommand, takeMinPosition } from '@/lib/consistency';
import { inventoryKeys } from './keys';

// Read-your-writes for the inventory screens. One command refreshes several reads at once (list,
// cards, ledger, details); the shared position is handed to the first of them only, so the others
// pass this tab's last inventory write too. A position already applied costs the server one check.
let lastInventoryWrite: string | undefined;

export const inventoryMinPosition = () => takeMinPosition() ?? lastInventoryWrite;

/** Every inventory command's success: remember where it wrote, refetch every inventory query. */
export function afterInventoryCommand(answer: Partial<CommandAnswer> | undefined) {
  if (answer?.position !== undefined) lastInventoryWrite = String(answer.position);
  return afterCommand(answer, inventoryKeys.all);
}
