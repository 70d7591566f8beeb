import type { LatLng } from './zones';

// The delivery area's answers (spec 3 "Delivery zone", spec 9's rules), amounts in pesos: the read-api
// answers them and the storefront imports them.

export interface DeliveryZoneView {
  id: string;
  name: string;
  boundaries: LatLng[];
  baseFee: number;
  /** Minutes from leaving the shop. */
  estimatedDeliveryTime: number;
  isActive: boolean;
  zipCodes: string[];
}

/** GET /api/delivery/zones: the zones and the rules every order follows. */
export interface DeliveryZonesView {
  zones: DeliveryZoneView[];
  minimumOrder: number;
  /** ISO weekdays (1 = Monday … 7 = Sunday) on which orders are delivered. */
  deliveryDays: number[];
  /** Same-day orders until this time ('HH:mm') of the shop's clock. */
  cutoffTime: string;
  /** The IANA zone of that clock. */
  timeZone: string;
}

/** GET /api/delivery/quote?zipCode */
export interface DeliveryQuoteView {
  zone: { id: string; name: string };
  fee: number;
  estimatedDeliveryTime: number;
  /** The shop's day ('yyyy-mm-dd') an order placed now can arrive. */
  nextDeliveryDate: string;
}
