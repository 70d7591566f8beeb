import type { RefreshedBy } from '@/lib/live/refreshed-by';
import { meQueryKey } from './reads';

/** The signed-in user's own profile follows the users read model: roles or status changed elsewhere. */
export const refreshedBy: RefreshedBy = { users: [meQueryKey] };
