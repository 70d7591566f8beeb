import type { RefreshedBy } from '@/lib/live/refreshed-by';

/** The signed-in user, as GET /api/auth/me answers. */
export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user's own profile follows the users read model: roles or status changed elsewhere. */
export const refreshedBy: RefreshedBy = { users: [meQueryKey] };
