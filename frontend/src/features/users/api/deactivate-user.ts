import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import { afterCommand } from '@/lib/consistency';

export const deactivateUser = (id: string) => api.post<CommandAnswer>(`/users/${encodeURIComponent(id)}/deactivate`);

export function useDeactivateUser() {
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: (answer) => afterCommand(answer, ['users']),
  });
}
