import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import { afterCommand } from '@/lib/consistency';
import type { CreatedUserAnswer } from '@domain/users';

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

/** POST /api/users (issue 43): the account, and its temporary password — answered this once. */
export const createUser = (body: { name: string; email: string; roles: string[] }) =>
  api.post<CreatedUserAnswer>('/users', body);

export function useCreateUser() {
  return useMutation({
    mutationFn: createUser,
    onSuccess: (answer) => afterCommand(answer, ['users']),
  });
}
