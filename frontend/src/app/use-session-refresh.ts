import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from '@/features/auth/api/reads';
import { api } from '@/lib/api-client';
import { scheduleRenewal } from '@/lib/token-renewal';
import { useSessionStore } from '@/stores/session-store';

/** A fresh token of the same session, kept where the old one was. */
async function renewToken(): Promise<void> {
  const answer = await api.post<{ data: { token: string } }>('/auth/session/renew', {});
  const { user, remember, token } = useSessionStore.getState();
  if (token && user && answer?.data?.token) useSessionStore.getState().signIn(answer.data.token, user, remember);
}

/**
 * The stored user is a copy: roles changed by an admin (or an expired token) must reach this tab.
 * The profile is re-read in the background, and again whenever the users projection moves; a 401
 * here is the spec 8 case (logout, login with redirect) through the api client.
 */
export function useSessionRefresh(): void {
  const token = useSessionStore((s) => s.token);
  const me = useQuery({ ...meQueryOptions(), enabled: Boolean(token) });
  useEffect(() => (token ? scheduleRenewal(token, renewToken) : undefined), [token]);
  useEffect(() => {
    const session = useSessionStore.getState();
    if (me.data && session.token && session.user && JSON.stringify(me.data) !== JSON.stringify(session.user))
      session.setUser(me.data);
  }, [me.data]);
}
