import { useMutation } from '@tanstack/react-query';
import { api, ApiError, apiRequest, type CommandAnswer } from '@/lib/api-client';
import type { SessionUser } from '@/lib/access';
import { afterCommand } from '@/lib/consistency';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import type { AuthAnswer } from './commands-login';
import { meQueryKey } from './keys';
import { sessionsQueryKey } from './reads';

export interface Registration {
  name: string;
  email: string;
  password: string;
}

/** New users get the client role on the server; the answer signs them in at once. */
export async function register(input: Registration) {
  const answer = await api.post<AuthAnswer>('/auth/register', input);
  if (!answer?.success || !answer.data) throw new ApiError(200, answer?.error ?? '', undefined, answer);
  return answer.data;
}

/** Spec 8: 'User already exists with this email', the server's message, or 'Registration failed'. */
export function registerErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as AuthAnswer | undefined;
  return typeof body?.error === 'string' && body.error ? body.error : error.message || undefined;
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => {
      // A new account is not remembered beyond the tab until the user says so at the next login.
      useSessionStore.getState().signIn(token, user, false);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}

/**
 * Spec 4 and 7: the server is told if a token exists (errors ignored); then user, token and every
 * cached list (addresses, orders, subscriptions … all live in react-query) are cleared. `everywhere`
 * ends every session of the account (issue 38), this one included.
 */
export async function logout(everywhere = false): Promise<void> {
  const { token } = useSessionStore.getState();
  const path = everywhere ? '/auth/logout-all' : '/auth/logout';
  if (token) await api.post(path, {}, { handleUnauthorized: false }).catch(() => undefined);
  useSessionStore.getState().signOut();
  queryClient.clear();
}

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

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export const changePassword = (input: PasswordChange) =>
  api.post<{ success: boolean; message: string }>('/auth/change-password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** Ends one session of another device; the list is read again at the position the command answered. */
export const useEndSession = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiRequest<CommandAnswer>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (answer) => afterCommand(answer, sessionsQueryKey),
  });
