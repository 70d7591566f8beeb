import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';

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
