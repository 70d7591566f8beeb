import { api, ApiError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/access';

// Apart from commands.ts, and with no react-query: the login page is the first page and carries
// neither it nor the router (issue 24).
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
export function loginError(error: unknown): { text: string } | { key: 'failed' | 'invalid' } {
  if (error instanceof ApiError && error.body && typeof (error.body as AuthAnswer).error === 'string') {
    return { text: (error.body as AuthAnswer).error! };
  }
  if (error instanceof ApiError && error.status === 401) return { key: 'invalid' };
  return { key: 'failed' };
}
