import { useEffect } from 'react';
import { reportUnauthorized } from '@/lib/api-client';
import { connectLiveUpdates } from '@/lib/live-updates';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { LIVE_REFRESHES } from './live-refreshes';

/** One websocket per signed-in tab; a new token (login) opens a new one, logout closes it. */
export function useLiveUpdates(): void {
  const token = useSessionStore((s) => s.token);
  useEffect(() => {
    if (!token) return;
    return connectLiveUpdates({ token, queryClient, onTokenExpired: reportUnauthorized, refreshes: LIVE_REFRESHES });
  }, [token]);
}
