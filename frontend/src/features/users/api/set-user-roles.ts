import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import { afterCommand } from '@/lib/consistency';

export const setUserRoles = ({ id, roles }: { id: string; roles: string[] }) =>
  api.post<CommandAnswer>(`/users/${encodeURIComponent(id)}/roles`, { roles });

export function useSetUserRoles() {
  return useMutation({
    mutationFn: setUserRoles,
    onSuccess: (answer) => afterCommand(answer, ['users']),
  });
}
