import { areaWrites } from '@/lib/consistency';
import { hrKeys } from './keys';

// Read-your-writes for HR: a hire, a clock-in, a payroll step is in the `hr` projection once its own
// position is applied, so every HR read after it waits for that position (?minPosition=). A run's
// ledger entry is posted later by the ledger reactor: it arrives with the projection's notice.
export const { minPosition: hrMinPosition, afterCommand: afterHrCommand } = areaWrites(hrKeys.all);
