import { areaWrites } from '@/lib/consistency';
import { rememberFlagsWrite } from '@/lib/flags-position';
import { SYSTEM_CONFIG_KEY } from '@/lib/system-config';

// Read-your-writes for the system config: the save's position is passed back by the config's reads
// (?minPosition=) and by every call under a flag (lib/flags-position.ts), so a flag switched on is on
// for this tab's next call in every API process.
const writes = areaWrites(SYSTEM_CONFIG_KEY);

export const systemConfigMinPosition = writes.minPosition;

export function afterSystemConfigSave(answer: { position?: string | number | null }) {
  rememberFlagsWrite(answer.position);
  return writes.afterCommand(answer);
}
