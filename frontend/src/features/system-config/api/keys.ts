import type { RefreshedBy } from '@/lib/live/refreshed-by';
import { SYSTEM_CONFIG_KEY } from '@/lib/system-config';

/** The system config (issue 20) is one of the settings whose history the reports model keeps. */
export const refreshedBy: RefreshedBy = { reports: [SYSTEM_CONFIG_KEY] };
