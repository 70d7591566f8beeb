import {
  DELIVERY_RULES,
  type DeliveryZone,
  type DeliveryZonesView,
  type DeliveryZoneView,
} from '../../../domain/delivery';
import { toPesos } from '../../../domain/shared';

// The delivery area's answers (domain/delivery/responses.ts) from the zones and rules, in pesos.

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
