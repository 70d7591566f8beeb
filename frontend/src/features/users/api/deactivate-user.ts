import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import { rememberWrite } from '@/lib/consistency';
import { queryClient } from '@/lib/query-client';

export const deactivateUser = (id: string) => api.post<CommandAnswer>(`/users/${encodeURIComponent(id)}/deactivate`);

export function useDeactivateUser() {
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: (answer) => {
      rememberWrite(answer);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
