import { useEffect } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { useSessions } from '../api/reads';
import { usePosDevice } from '../offline/store';

/**
 * The open session this counter sells in: the signed-in cashier's open session, as the server tells;
 * without network, the one this device last saw open (so the counter keeps selling offline).
 */
export function useCounterSession() {
  const user = useSessionStore((s) => s.user);
  const sessions = useSessions({ status: 'open', cashier: user?.id }, Boolean(user));
  const remembered = usePosDevice((s) => s.session);
  const setSession = usePosDevice((s) => s.setSession);
  const mine = sessions.data?.items.find((s) => s.status === 'open') ?? null;
  useEffect(() => {
    if (!sessions.data || sessions.isPlaceholderData) return;
    setSession(mine ? { id: mine.id, registerId: mine.registerId, location: mine.location } : null);
  }, [sessions.data, sessions.isPlaceholderData, mine, setSession]);
  const session = sessions.data
    ? mine
      ? { id: mine.id, registerId: mine.registerId, location: mine.location }
      : null
    : sessions.error
      ? remembered
      : null;
  return {
    session,
    loading: !sessions.data && !sessions.error,
    /** The read failed and this device remembers no session: nothing to sell in. */
    error: sessions.error && !remembered ? sessions.error : null,
    retry: () => void sessions.refetch(),
    user,
  };
}
