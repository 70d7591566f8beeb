import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { reportKeys } from '../api/keys';

/**
 * A report also reads the stock ledger and the inventory read model, whose websocket notices
 * invalidate ['inventory'] only (lib/live-updates), not ['reports']. This query lives under that
 * prefix and costs no request: each notice re-runs it, and a new run refetches the open report.
 * The `reports` projection's own notices reach ['reports'] directly.
 */
export function useReportLive(): void {
  const queryClient = useQueryClient();
  const tick = useQuery({
    queryKey: ['inventory', 'reports-live'],
    queryFn: () => Date.now(),
    staleTime: Infinity,
    gcTime: 0,
    networkMode: 'always',
  });
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (tick.data === undefined) return;
    if (seen.current !== undefined && seen.current !== tick.data)
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    seen.current = tick.data;
  }, [tick.data, queryClient]);
}
