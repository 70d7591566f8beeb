// Spec 3 and 9: the delivery zones around Miami, their fees and times, and where an address falls.
// No geocoder is reachable here, so an address resolves by its zip code; coordinates, when a caller
// has them, resolve by point-in-polygon against the zone's boundary.

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface DeliveryZone {
  id: string;
  name: string;
  /** The zone's outline, in order (the last point joins the first). */
  boundaries: LatLng[];
  /** In centavos of the storefront's currency. */
  baseFeeCents: number;
  /** Minutes from leaving the shop. */
  estimatedDeliveryTime: number;
  isActive: boolean;
  zipCodes: string[];
}

const ring = (...points: [number, number][]) => points.map(([latitude, longitude]) => ({ latitude, longitude }));

/** Spec 3: Downtown (fee 5, 30 min), Brickell (7, 25 min), Miami Beach (10, 40 min). */
export const DELIVERY_ZONES: readonly DeliveryZone[] = [
  {
    id: 'downtown',
    name: 'Downtown',
    boundaries: ring([25.7905, -80.2005], [25.7905, -80.1835], [25.7685, -80.1835], [25.7685, -80.2005]),
    baseFeeCents: 500,
    estimatedDeliveryTime: 30,
    isActive: true,
    zipCodes: ['33128', '33130', '33132', '33136'],
  },
  {
    id: 'brickell',
    name: 'Brickell',
    boundaries: ring([25.7685, -80.2005], [25.7685, -80.1855], [25.7495, -80.1855], [25.7495, -80.2005]),
    baseFeeCents: 700,
    estimatedDeliveryTime: 25,
    isActive: true,
    zipCodes: ['33129', '33131'],
  },
  {
    id: 'miami-beach',
    name: 'Miami Beach',
    boundaries: ring([25.8725, -80.1445], [25.8725, -80.1195], [25.7685, -80.1195], [25.7685, -80.1445]),
    baseFeeCents: 1000,
    estimatedDeliveryTime: 40,
    isActive: true,
    zipCodes: ['33109', '33139', '33140', '33141'],
  },
];

/** A US zip code: five digits, optionally followed by -dddd. */
export const ZIP_CODE = /^\d{5}(-\d{4})?$/;

/** The zone an address's zip code falls in, among the book's zones (the spec's three by default). */
export function zoneForZip(zipCode: string, zones: readonly DeliveryZone[] = DELIVERY_ZONES): DeliveryZone | undefined {
  const five = zipCode.trim().slice(0, 5);
  return zones.find((z) => z.isActive && z.zipCodes.includes(five));
}

/** Ray casting: a point on the inside of the outline (edges count as inside for neither zone twice). */
export function contains(outline: readonly LatLng[], p: LatLng): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i]!;
    const b = outline[j]!;
    const crosses =
      a.latitude > p.latitude !== b.latitude > p.latitude &&
      p.longitude < ((b.longitude - a.longitude) * (p.latitude - a.latitude)) / (b.latitude - a.latitude) + a.longitude;
    if (crosses) inside = !inside;
  }
  return inside;
}

/**
 * Where a zip code's deliveries are drawn (no geocoder is reachable): a point near its centre, inside
 * its zone. A later geocoder replaces this one function.
 */
const ZIP_CENTRES: Readonly<Record<string, [number, number]>> = {
  '33128': [25.777, -80.198],
  '33130': [25.771, -80.196],
  '33132': [25.781, -80.188],
  '33136': [25.786, -80.199],
  '33129': [25.755, -80.197],
  '33131': [25.762, -80.19],
  '33109': [25.772, -80.136],
  '33139': [25.783, -80.132],
  '33140': [25.815, -80.128],
  '33141': [25.85, -80.13],
};

/** The shop itself (Downtown): where routes start and where a zip without a centre is drawn. */
export const SHOP_LOCATION: LatLng = { latitude: 25.7743, longitude: -80.1937 };

export function zipLocation(zipCode: string): LatLng {
  const centre = ZIP_CENTRES[zipCode.trim().slice(0, 5)];
  return centre ? { latitude: centre[0], longitude: centre[1] } : SHOP_LOCATION;
}

/** Any zone-like shape does: the domain's (fees in centavos) or the API's answer (in pesos). */
type Outlined = { boundaries: readonly LatLng[]; isActive: boolean };

export function zoneForPoint<Z extends Outlined = DeliveryZone>(
  p: LatLng,
  zones: readonly Z[] = DELIVERY_ZONES as unknown as readonly Z[],
): Z | undefined {
  return zones.find((z) => z.isActive && contains(z.boundaries, p));
}
