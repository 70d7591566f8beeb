import type { DeliveryStatus, DeliveryView } from '@domain/delivery';
import { CHART_PALETTE } from '@/components/charts/chart-data';

// Spec 4's four statuses as every delivery screen shows them: one badge tone and one map colour each,
// taken from the app's 12-colour palette so the map, the chart and the badges agree.

/** The badge tones of components/ui/badge. */
export const STATUS_TONE: Record<DeliveryStatus, string> = {
  PENDING: 'warning',
  IN_TRANSIT: 'primary',
  DELIVERED: 'success',
  CANCELLED: '',
};

/** Orange waiting, blue on the road, green delivered, grey cancelled. */
export const STATUS_COLOR: Record<DeliveryStatus, string> = {
  PENDING: CHART_PALETTE[3],
  IN_TRANSIT: CHART_PALETTE[4],
  DELIVERED: CHART_PALETTE[2],
  CANCELLED: CHART_PALETTE[11],
};
/** A late delivery's marker is ringed in red. */
export const LATE_COLOR = CHART_PALETTE[8];

/** What the driver does next with a delivery of theirs: the one button the route card offers first. */
export type NextAction = 'scan' | 'start' | 'finish';

export function nextAction(d: Pick<DeliveryView, 'status' | 'pickedUp'>): NextAction | null {
  if (d.status === 'IN_TRANSIT') return 'finish';
  if (d.status !== 'PENDING') return null;
  // A failed attempt brings the package back to the shop: it is scanned again before the next trip.
  return d.pickedUp ? 'start' : 'scan';
}

/** Staff may move a delivery to another driver until the package left the shop with the first. */
export const mayReassign = (d: Pick<DeliveryView, 'status' | 'pickedUp'>) => d.status === 'PENDING' && !d.pickedUp;

/**
 * The driver's route in the order it is driven: by delivery day, then zone (one part of town at a
 * time), then order number (the order the shop took them in).
 */
export function routeOrder(items: readonly DeliveryView[]): DeliveryView[] {
  return [...items].sort(
    (a, b) =>
      a.scheduledDeliveryTime.localeCompare(b.scheduledDeliveryTime) ||
      a.zone.name.localeCompare(b.zone.name) ||
      a.source.number.localeCompare(b.source.number),
  );
}
