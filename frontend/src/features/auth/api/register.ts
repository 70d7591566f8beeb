import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { meQueryKey } from './get-me';
import type { AuthAnswer } from './login';

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
