import { useMemo } from 'react';
import { DELIVERY_ZONES } from '@domain/delivery';
import { useDeliveryZones } from '../api/reads';
import type { MapZone } from '../lib/map-layers';

/**
 * The zones to draw: as the shop keeps them (GET /api/delivery/zones, which an admin may edit), or
 * the spec's three until that answer arrives — the map never waits on it, and never draws nothing.
 */
export function useMapZones(): readonly MapZone[] {
  const zones = useDeliveryZones().data?.zones;
  return useMemo(() => zones ?? DELIVERY_ZONES, [zones]);
}
