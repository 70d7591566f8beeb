import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import { rememberWrite } from '@/lib/consistency';
import { queryClient } from '@/lib/query-client';

export const activateUser = (id: string) => api.post<CommandAnswer>(`/users/${encodeURIComponent(id)}/activate`);

export function useActivateUser() {
  return useMutation({
    mutationFn: activateUser,
    onSuccess: (answer) => {
      rememberWrite(answer);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
