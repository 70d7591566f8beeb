import { DELIVERY_RULES, type DeliveryZone, type LatLng } from '../../domain/delivery';
import { toPesos } from '../../domain/shared';

// The delivery area's answers (spec 3 "Delivery zone", spec 9's rules) with amounts in pesos. Kept
// here until domain/delivery has its responses.ts, where the app will import them from.

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

export const toDeliveryZoneView = (z: DeliveryZone): DeliveryZoneView => ({
  id: z.id,
  name: z.name,
  boundaries: z.boundaries.map(({ latitude, longitude }) => ({ latitude, longitude })),
  baseFee: toPesos(z.baseFeeCents),
  estimatedDeliveryTime: z.estimatedDeliveryTime,
  isActive: z.isActive,
  zipCodes: [...z.zipCodes],
});

const twoDigits = (n: number) => String(n).padStart(2, '0');
const clockTime = (minutes: number) => `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;

export const deliveryRulesView = (timeZone: string): Omit<DeliveryZonesView, 'zones'> => ({
  minimumOrder: toPesos(DELIVERY_RULES.minimumOrderCents),
  deliveryDays: [...DELIVERY_RULES.deliveryWeekdays],
  cutoffTime: clockTime(DELIVERY_RULES.sameDayCutoffMinutes),
  timeZone,
});
