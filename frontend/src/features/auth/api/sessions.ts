import type { OpenSessionsAnswer } from '@domain/users';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiRequest, type CommandAnswer } from '@/lib/api-client';
import { afterCommand, takeMinPosition } from '@/lib/consistency';

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

/** Ends one session of another device; the list is read again at the position the command answered. */
export const useEndSession = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiRequest<CommandAnswer>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (answer) => afterCommand(answer, sessionsQueryKey),
  });
