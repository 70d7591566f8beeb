import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import { afterCommand } from '@/lib/consistency';

export const activateUser = (id: string) => api.post<CommandAnswer>(`/users/${encodeURIComponent(id)}/activate`);

export function useActivateUser() {
  return useMutation({
    mutationFn: activateUser,
    onSuccess: (answer) => afterCommand(answer, ['users']),
  });
}
