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

export const deactivateUser = (id: string) => api.post<CommandAnswer>(`/users/${encodeURIComponent(id)}/deactivate`);

export function useDeactivateUser() {
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: (answer) => afterCommand(answer, ['users']),
  });
}

export const setUserRoles = ({ id, roles }: { id: string; roles: string[] }) =>
  api.post<CommandAnswer>(`/users/${encodeURIComponent(id)}/roles`, { roles });

export function useSetUserRoles() {
  return useMutation({
    mutationFn: setUserRoles,
    onSuccess: (answer) => afterCommand(answer, ['users']),
  });
}
