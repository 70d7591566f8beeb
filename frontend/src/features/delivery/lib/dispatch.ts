import type { DeliveryView, DriverView } from '@domain/delivery';
import type { MapDelivery } from './map-layers';

// The dispatch board's three lists of the active deliveries (spec 4: neither DELIVERED nor
// CANCELLED), cut from one read so the map, the tabs and their counts always agree.
export const DISPATCH_TABS = ['unassigned', 'active', 'late'] as const;
export type DispatchTab = (typeof DISPATCH_TABS)[number];

export const inTab = (tab: DispatchTab, d: DeliveryView): boolean =>
  tab === 'unassigned' ? d.driver === null : tab === 'late' ? d.late : true;

export const tabCounts = (items: readonly DeliveryView[]): Record<DispatchTab, number> => ({
  unassigned: items.filter((d) => inTab('unassigned', d)).length,
  active: items.length,
  late: items.filter((d) => inTab('late', d)).length,
});

export const toMarker = (d: DeliveryView): MapDelivery => ({
  id: d.id,
  latitude: d.deliveryLocation.latitude,
  longitude: d.deliveryLocation.longitude,
  status: d.status,
  late: d.late,
  title: `${d.source.number} · ${d.customerName}`,
});

/** A driver's deliveries of the day, whatever their status: what "3 hoy" counts beside their name. */
export const todayTotal = (d: DriverView) => Object.values(d.today).reduce((sum, n) => sum + n, 0);

/** The drag-and-drop payload's type: only a delivery card's drag is accepted by a driver. */
export const DELIVERY_DRAG_TYPE = 'application/x-flora-delivery';
