import { DELIVERY_STATUSES, type DeliveryStatus, type DeliveryView, type DriverView } from '@domain/delivery';
import { minutesBetween } from './format';
import type { MapZone } from './map-layers';

// The delivery dashboard's figures, from the day's deliveries as GET /api/deliveries?date answers them:
// one read, counted here, so every card, bar and row adds up to the same deliveries — but a driver's
// "En camino", which is his card's figure (GET /api/drivers), the same on every screen.

export interface ZoneDay {
  id: string;
  name: string;
  total: number;
  delivered: number;
  /** The zone's promise, in minutes from leaving the shop. */
  estimate: number;
  /** Route start → handover, over the day's delivered ones; null when none was delivered. */
  averageMinutes: number | null;
}

export interface DriverDay {
  id: string;
  name: string;
  assigned: number;
  delivered: number;
  /** Failed attempts (each sends the package back to the shop). */
  failed: number;
  inTransit: number;
}

export interface DayFigures {
  total: number;
  byStatus: Record<DeliveryStatus, number>;
  zones: ZoneDay[];
  drivers: DriverDay[];
}

const average = (values: number[]) =>
  values.length ? Math.round(values.reduce((sum, v) => sum + v, 0) / values.length) : null;

function zoneDays(items: readonly DeliveryView[], zones: readonly MapZone[]): ZoneDay[] {
  // A zone no longer served still counts the deliveries made to it today.
  const known = new Map(zones.map((z) => [z.id, { id: z.id, name: z.name, estimate: z.estimatedDeliveryTime }]));
  for (const d of items)
    if (!known.has(d.zone.id)) known.set(d.zone.id, { ...d.zone, estimate: d.zone.estimatedDeliveryTime });
  return [...known.values()].map((z) => {
    const mine = items.filter((d) => d.zone.id === z.id);
    const delivered = mine.filter((d) => d.status === 'DELIVERED');
    const minutes = delivered.flatMap((d) => minutesBetween(d.startedAt, d.deliveredAt) ?? []);
    return { ...z, total: mine.length, delivered: delivered.length, averageMinutes: average(minutes) };
  });
}

function driverDays(items: readonly DeliveryView[], drivers: readonly DriverView[]): DriverDay[] {
  const names = new Map(drivers.map((d) => [d.id, d.name]));
  const onTheWay = new Map(drivers.map((d) => [d.id, d.today.IN_TRANSIT]));
  for (const d of items) if (d.driver && !names.has(d.driver.id)) names.set(d.driver.id, d.driver.name);
  return [...names].map(([id, name]) => {
    const mine = items.filter((d) => d.driver?.id === id);
    const count = (status: DeliveryStatus) => mine.filter((d) => d.status === status).length;
    return {
      id,
      name,
      assigned: mine.length,
      delivered: count('DELIVERED'),
      failed: mine.reduce((sum, d) => sum + d.attempts, 0),
      // On the road now, as his card counts it (decision 0134): what he holds on its way, whatever its day.
      inTransit: onTheWay.get(id) ?? count('IN_TRANSIT'),
    };
  });
}

export function dayFigures(
  items: readonly DeliveryView[],
  drivers: readonly DriverView[],
  zones: readonly MapZone[],
): DayFigures {
  const byStatus = Object.fromEntries(
    DELIVERY_STATUSES.map((s) => [s, items.filter((d) => d.status === s).length]),
  ) as Record<DeliveryStatus, number>;
  return { total: items.length, byStatus, zones: zoneDays(items, zones), drivers: driverDays(items, drivers) };
}
