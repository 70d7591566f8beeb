import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/access';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { meQueryKey } from './get-me';

export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}
export interface AuthAnswer {
  success: boolean;
  data?: { token: string; user: SessionUser };
  error?: string;
}

// Spec 7: the login call goes to the spec's path; the answer is read for success, error and data.
export async function login({ email, password }: Credentials): Promise<{ token: string; user: SessionUser }> {
  const answer = await api.post<AuthAnswer>('/api/ecommerce/auth/login', { email, password });
  if (!answer?.success || !answer.data) throw new ApiError(200, answer?.error ?? '', undefined, answer);
  return answer.data;
}

/** Spec 8: the server's error text, else 'Login failed' (401 without text: 'Invalid email or password'). */
export function loginErrorKey(error: unknown): {
  text?: string;
  key?: 'auth.login.failed' | 'auth.login.invalid';
} {
  if (error instanceof ApiError && error.body && typeof (error.body as AuthAnswer).error === 'string') {
    return { text: (error.body as AuthAnswer).error };
  }
  if (error instanceof ApiError && error.status === 401) return { key: 'auth.login.invalid' };
  return { key: 'auth.login.failed' };
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onMutate: () => useSessionStore.getState().signOut(),
    onSuccess: ({ token, user }, { remember }) => {
      useSessionStore.getState().signIn(token, user, remember);
      queryClient.setQueryData(meQueryKey, user);
    },
    // Spec 8: a failed login leaves no session behind.
    onError: () => useSessionStore.getState().signOut(),
  });
}
