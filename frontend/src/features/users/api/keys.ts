import type { RefreshedBy } from '@/lib/live/refreshed-by';

/** Every users query key starts with 'users' (api/reads.ts): a user's roles or status changed. */
export const usersKeys = { all: ['users'] as const };

export const refreshedBy: RefreshedBy = { users: [usersKeys.all] };
