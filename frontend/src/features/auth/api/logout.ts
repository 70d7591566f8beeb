import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';

/**
 * Spec 4 and 7: the server is told if a token exists (errors ignored); then user, token and every
 * cached list (addresses, orders, subscriptions … all live in react-query) are cleared.
 */
export async function logout(): Promise<void> {
  const { token } = useSessionStore.getState();
  if (token) await api.post('/auth/logout', {}, { handleUnauthorized: false }).catch(() => undefined);
  useSessionStore.getState().signOut();
  queryClient.clear();
}
