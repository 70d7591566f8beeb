import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { useSessionStore } from '@/stores/session-store';

/**
 * The stored user is a copy: roles changed by an admin (or an expired token) must reach this tab.
 * The profile is re-read in the background, and again whenever the users projection moves; a 401
 * here is the spec 8 case (logout, login with redirect) through the api client.
 */
export function useSessionRefresh(): void {
  const token = useSessionStore((s) => s.token);
  const me = useQuery({ ...meQueryOptions(), enabled: Boolean(token) });
  useEffect(() => {
    const session = useSessionStore.getState();
    if (me.data && session.token && session.user && JSON.stringify(me.data) !== JSON.stringify(session.user))
      session.setUser(me.data);
  }, [me.data]);
}
