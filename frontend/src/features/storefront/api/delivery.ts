import { useQuery } from '@tanstack/react-query';
import type { DeliveryQuoteView, DeliveryZonesView } from '@domain/delivery';
import { api } from '@/lib/api-client';
import { storefrontKeys } from './keys';

/** GET /api/delivery/zones (public) — the zones, their fees and times, and the rules every order follows. */
export const useDeliveryZones = () =>
  useQuery({
    queryKey: storefrontKeys.zones(),
    queryFn: ({ signal }) => api.get<DeliveryZonesView>('/delivery/zones', { signal }),
    staleTime: 10 * 60_000,
  });

/**
 * GET /api/delivery/quote?zipCode (public) — the zone, its fee and time, and the first day an order
 * placed now can arrive; a 400 carries the server's Spanish reason (bad zip, outside the zones).
 * Kept a minute: the next delivery day moves at the 14:00 cutoff.
 */
export const useDeliveryQuote = (zipCode: string | undefined) =>
  useQuery({
    queryKey: storefrontKeys.quote(zipCode ?? ''),
    queryFn: ({ signal }) => api.get<DeliveryQuoteView>('/delivery/quote', { query: { zipCode }, signal }),
    enabled: Boolean(zipCode),
    staleTime: 60_000,
  });
