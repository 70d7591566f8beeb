import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchFromNotices } from '@/lib/live-batch';
import type { DeliveryView, DeliveryZonesView, DriverView } from '@domain/delivery';
import type { Page } from '@domain/shared';
import { deliveriesMinPosition } from './consistency';
import { deliveryRowsPatch } from './delivery-rows-patch';
import { deliveryKeys, type DeliveryList, type DeliveryQuery } from './keys';

/** A board shows a day's or a zone's work whole; past this many pages it says it shows the first ones. */
const MAX_PAGES = 10;

export type { DeliveryList };

// A delivery that moves or appears is read alone and patched into the lists (delivery-rows-patch.ts).
patchFromNotices(
  deliveryRowsPatch((id) =>
    api.get<DeliveryView>(`/deliveries/${encodeURIComponent(id)}`, { query: { minPosition: deliveriesMinPosition() } }),
  ),
);

/**
 * GET /api/deliveries, every page of it (twenty a page): the map, the tabs and the dashboard's
 * figures need the whole set, not a page. The first page waits for this tab's last write; the others
 * are read after it, so they see it too.
 */
async function allDeliveries(q: DeliveryQuery, signal: AbortSignal): Promise<DeliveryList> {
  const read = (page: number, minPosition?: string) =>
    api.get<Page<DeliveryView>>('/deliveries', {
      query: { ...q, page: page > 1 ? page : undefined, minPosition },
      signal,
    });
  const first = await read(1, deliveriesMinPosition());
  const pages = Math.min(first.pageCount, MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => read(i + 2)));
  return {
    items: [first, ...rest].flatMap((p) => p.items),
    total: first.total,
    truncated: first.pageCount > MAX_PAGES,
  };
}

/**
 * The deliveries a filter names (a driver gets only theirs, whatever the filter); the last set stays
 * while the next loads. `pollMs`: read again that often besides the websocket's notices.
 */
export const useDeliveries = (q: DeliveryQuery, enabled = true, pollMs?: number) =>
  useQuery({
    queryKey: deliveryKeys.list(q),
    queryFn: ({ signal }) => allDeliveries(q, signal),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: pollMs,
  });

/** GET /api/drivers — the users holding the driver role, their vehicle and today's counts. */
export const useDrivers = (enabled = true) =>
  useQuery({
    queryKey: deliveryKeys.driverList(),
    queryFn: ({ signal }) =>
      api.get<DriverView[]>('/drivers', { query: { minPosition: deliveriesMinPosition() }, signal }),
    enabled,
  });

/** GET /api/delivery/zones (public) — the zones as the shop keeps them, and its clock's time zone. */
export const useDeliveryZones = () =>
  useQuery({
    queryKey: deliveryKeys.zones(),
    queryFn: ({ signal }) => api.get<DeliveryZonesView>('/delivery/zones', { signal, handleUnauthorized: false }),
    staleTime: 10 * 60_000,
  });
