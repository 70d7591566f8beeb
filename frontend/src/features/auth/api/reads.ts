import type { OpenSessionsAnswer } from '@domain/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/access';
import { takeMinPosition } from '@/lib/consistency';
import { meQueryKey } from './keys';

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

export const sessionsQueryKey = ['auth', 'sessions'] as const;

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: async () => {
      const position = takeMinPosition();
      const path = position ? `/auth/sessions?minPosition=${encodeURIComponent(position)}` : '/auth/sessions';
      return (await api.get<OpenSessionsAnswer>(path)).data.sessions;
    },
  });

export const useOpenSessions = () => useQuery(sessionsQueryOptions());
