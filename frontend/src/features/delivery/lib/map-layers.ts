import L from 'leaflet';
import type { DeliveryStatus, LatLng } from '@domain/delivery';
import { SHOP_LOCATION } from '@domain/delivery';
import { paletteColor } from '@/components/charts/chart-data';
import { textElement } from '@/lib/text-element';
import coast from './miami-coast.json';
import { LATE_COLOR, STATUS_COLOR } from './status';

// What the delivery map draws, as Leaflet layers: the coast (the stand-in for a base map), the zones,
// the shop, the deliveries and the drivers. Markers are SVG circles and HTML badges, not Leaflet's
// image icons, so nothing is fetched and each marker can carry test ids and its coordinates. Every
// tooltip and badge is an element built with textContent (textElement): Leaflet reads a string as
// HTML, and a recipient's or a zone's name is whatever someone typed.

export interface MapZone {
  id: string;
  name: string;
  boundaries: readonly LatLng[];
  isActive: boolean;
  /** Minutes from leaving the shop. */
  estimatedDeliveryTime: number;
}
export interface MapDelivery extends LatLng {
  id: string;
  status: DeliveryStatus;
  late: boolean;
  /** The marker's tooltip: order number and recipient. */
  title: string;
}
export interface MapDriver extends LatLng {
  id: string;
  name: string;
  at: string;
}

const at = (p: LatLng): L.LatLngExpression => [p.latitude, p.longitude];

/** The land of the three zones' shore, drawn when no tile server gives a base map. */
export const coastLayer = () =>
  L.geoJSON(coast as Parameters<typeof L.geoJSON>[0], {
    interactive: false,
    style: { color: '#bdb59f', weight: 1, fillColor: '#f3efe4', fillOpacity: 1 },
  });

/** Each active zone in its palette colour, named in its middle. */
export function zoneLayers(zones: readonly MapZone[]): L.Polygon[] {
  return zones
    .map((zone, index) => ({ zone, color: paletteColor(index) }))
    .filter(({ zone }) => zone.isActive && zone.boundaries.length >= 3)
    .map(({ zone, color }) =>
      L.polygon(zone.boundaries.map(at), { color, weight: 2, fillColor: color, fillOpacity: 0.12 }).bindTooltip(
        textElement(zone.name),
        { permanent: true, direction: 'center', className: 'dm-zone-label' },
      ),
    );
}

/** Everything the zones cover, to open the map on. */
export function zonesBounds(zones: readonly MapZone[]): L.LatLngBounds {
  const points = zones.flatMap((z) => z.boundaries.map(at));
  // No zone to show: a few kilometres around the shop (a one-point bounds has no zoom that fits it).
  return points.length ? L.latLngBounds(points).pad(0.08) : L.latLng(at(SHOP_LOCATION)).toBounds(6000);
}

/** A point and the shop together: the tracking map shows both whole (issue 43: the shop was cut at the edge). */
export const withShop = (p: L.LatLng): L.LatLngBounds => L.latLngBounds([p, L.latLng(at(SHOP_LOCATION))]);

export function shopMarker(label: string): L.Marker {
  const icon = L.divIcon({ className: 'dm-shop', html: textElement('F'), iconSize: [26, 26] });
  const marker = L.marker(at(SHOP_LOCATION), { icon, keyboard: false, title: label, zIndexOffset: -100 });
  marker.on('add', () => marker.getElement()?.setAttribute('data-testid', 'shop-marker'));
  return marker;
}

export function deliveryMarker(d: MapDelivery): L.CircleMarker {
  const marker = L.circleMarker(at(d), {
    radius: 8,
    weight: d.late ? 4 : 2,
    color: d.late ? LATE_COLOR : '#ffffff',
    fillColor: STATUS_COLOR[d.status],
    fillOpacity: 0.95,
    className: `dm-delivery dm-${d.status}`,
  }).bindTooltip(textElement(d.title));
  marker.on('add', () => {
    marker.getElement()?.setAttribute('data-testid', 'delivery-marker');
    marker.getElement()?.setAttribute('data-delivery', d.id);
  });
  return marker;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A driver's badge: their initials on the road colour; the element names the driver and where it stands. */
export function driverMarker(d: MapDriver): L.Marker {
  const badge = textElement(initials(d.name) || '•');
  const icon = L.divIcon({ className: 'dm-driver', html: badge, iconSize: [30, 30] });
  const marker = L.marker(at(d), { icon, title: d.name, zIndexOffset: 500 });
  marker.on('add', () => placeDriver(marker, d));
  return marker;
}

/** Moves a driver's marker; its element keeps the coordinates it shows (what a test reads). */
export function placeDriver(marker: L.Marker, d: MapDriver): void {
  marker.setLatLng(at(d));
  const el = marker.getElement();
  if (!el) return;
  el.setAttribute('data-testid', 'driver-marker');
  el.setAttribute('data-driver', d.id);
  el.setAttribute('data-lat', String(d.latitude));
  el.setAttribute('data-lng', String(d.longitude));
  el.setAttribute('data-at', d.at);
}

/** The point being tested on /map-test. */
export const pointMarker = (p: LatLng) =>
  L.circleMarker(at(p), { radius: 7, weight: 3, color: '#1c1c1e', fillColor: '#ffffff', fillOpacity: 1 });
