import { shopClockAt } from '@domain/delivery';
import { useDeliveryZones } from '../api/reads';

/** Where the shop is when GET /api/delivery/zones has not said yet (spec 1: Miami). */
const SHOP_TIME_ZONE = 'America/New_York';

/**
 * "Today" as the shop's clock reads it (the server cuts days in the shop's zone, not the device's):
 * the dashboard's day and the board's default filter agree with the server's `today` counts.
 */
export function useShopToday(): string {
  const zones = useDeliveryZones();
  return shopClockAt(new Date(), zones.data?.timeZone ?? SHOP_TIME_ZONE).today;
}
