import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/access';

export const meQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/me. The guard calls it with its own 401 handling (logout, login with redirect). */
export async function getMe(handleUnauthorized = true): Promise<SessionUser> {
  const answer = await api.get<{ success: boolean; data: { user: SessionUser } }>('/auth/me', {
    handleUnauthorized,
  });
  if (!answer?.data?.user) throw new Error('No authenticated user found');
  return answer.data.user;
}

export const meQueryOptions = (handleUnauthorized = true) =>
  queryOptions({ queryKey: meQueryKey, queryFn: () => getMe(handleUnauthorized), staleTime: 60_000 });

export const useMe = () => useQuery(meQueryOptions());
