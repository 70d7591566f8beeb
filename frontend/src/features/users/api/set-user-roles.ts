import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import { rememberWrite } from '@/lib/consistency';
import { queryClient } from '@/lib/query-client';

export const setUserRoles = ({ id, roles }: { id: string; roles: string[] }) =>
  api.post<CommandAnswer>(`/users/${encodeURIComponent(id)}/roles`, { roles });

export function useSetUserRoles() {
  return useMutation({
    mutationFn: setUserRoles,
    onSuccess: (answer) => {
      rememberWrite(answer);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
