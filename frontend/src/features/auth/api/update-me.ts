import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/access';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { meQueryKey } from './get-me';

export interface ProfileChanges {
  name?: string;
  firstName?: string;
  lastName?: string;
}

export async function updateMe(changes: ProfileChanges): Promise<SessionUser> {
  const answer = await api.patch<{ success: boolean; data: { user: SessionUser } }>('/auth/me', changes);
  return answer.data.user;
}

export function useUpdateMe() {
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      // The stored session user follows the profile (spec 3: it is what the app shows and checks).
      useSessionStore.getState().setUser(user);
      queryClient.setQueryData(meQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
