import type { DeliveryStatus, DeliveryView } from '@domain/delivery';
import type { RefreshedBy } from '@/lib/live/refreshed-by';

// Every delivery query key starts with 'deliveries' and every driver key with 'drivers': the
// websocket's 'deliveries' notice (`refreshedBy`) and every delivery command invalidate both
// (a delivery that moves changes its driver's counts of the day). Positions are not here: they live
// in lib/driver-positions.ts, patched by each ping, never refetched.

/** GET /api/deliveries' status filter: spec 4's statuses, `active` and `late`. */
export type DeliveryListStatus = DeliveryStatus | 'active' | 'late';

export interface DeliveryQuery {
  status?: DeliveryListStatus;
  /** yyyy-mm-dd, the delivery day. */
  date?: string;
  zoneId?: string;
  driverId?: string;
}

/** What a delivery list query holds: every page of its filter (api/reads.ts). */
export interface DeliveryList {
  items: DeliveryView[];
  total: number;
  /** More deliveries match than were read (MAX_PAGES pages): the screen asks for a narrower filter. */
  truncated: boolean;
}

export const deliveryKeys = {
  all: ['deliveries'] as const,
  list: (q: DeliveryQuery) => ['deliveries', 'list', q] as const,
  drivers: ['drivers'] as const,
  driverList: () => ['drivers', 'list'] as const,
  /** The zones and the shop's clock: public, edited rarely, asked again when stale. */
  zones: () => ['delivery-zones'] as const,
};

export const refreshedBy: RefreshedBy = { deliveries: [deliveryKeys.all, deliveryKeys.drivers] };
