import { areaWrites } from '@/lib/consistency';
import { accountingKeys } from './keys';

// Read-your-writes for the books: a manual entry, a reversal, a closed period or a chart change is in
// the ledger projection once its own position is applied, so every accounting read waits for it
// (?minPosition=). An expense is posted later by the ledger reactor: its position does not cover the
// entry, which arrives with the ledger's notice (api/keys.ts: `refreshedBy`).
export const { minPosition: accountingMinPosition, afterCommand: afterAccountingCommand } = areaWrites(
  accountingKeys.all,
);
