import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DRIVER_POSITIONS_KEY, type LivePositions } from '@/lib/driver-positions';
import type { DriverView } from '@domain/delivery';
import type { MapDriver } from '../lib/map-layers';

/**
 * Where each driver is for the staff map: the newer of the position GET /api/drivers gave (fresh ones
 * only) and the last the websocket pushed. The pushed ones live in one cache entry the socket patches
 * (lib/driver-positions.ts); reading it "again" returns what is there, so a full refresh never wipes it.
 */
export function useDriverPositions(drivers: readonly DriverView[] | undefined): MapDriver[] {
  const queryClient = useQueryClient();
  const live = useQuery({
    queryKey: DRIVER_POSITIONS_KEY,
    queryFn: () => queryClient.getQueryData<LivePositions>(DRIVER_POSITIONS_KEY) ?? {},
    staleTime: Infinity,
  }).data;
  return useMemo(
    () =>
      (drivers ?? []).flatMap((d) => {
        const pushed = live?.[d.id];
        const listed = d.currentLocation;
        const newest = pushed && (!listed || Date.parse(pushed.at) >= Date.parse(listed.at)) ? pushed : listed;
        if (!newest) return [];
        return [{ id: d.id, name: d.name, latitude: newest.latitude, longitude: newest.longitude, at: newest.at }];
      }),
    [drivers, live],
  );
}
