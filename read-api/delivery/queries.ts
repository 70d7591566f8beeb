import { DELIVERY_ZONES, nextDeliveryDate, shopClockAt, zoneForZip, ZIP_CODE } from '../../domain/delivery';
import { toPesos } from '../../domain/shared';
import type { DeliveryQuoteView, DeliveryZonesView } from '../../domain/delivery';
import { deliveryRulesView, toDeliveryZoneView } from './to-response';

// Zones and rules are the domain's constants; only the shop's time zone comes from its settings
// (the caller folds them), and the clock from the route, so a quote is the same on every replica.

export const deliveryZones = (timeZone: string): DeliveryZonesView => ({
  zones: DELIVERY_ZONES.map(toDeliveryZoneView),
  ...deliveryRulesView(timeZone),
});

export type QuoteOutcome =
  { quote: DeliveryQuoteView } | { refused: 'DELIVERY.INVALID_ZIP_CODE' | 'DELIVERY.OUTSIDE_ZONES' };

/** The zip is judged first: a refusal never reads the settings stream. */
export async function deliveryQuote(
  zipCode: string | undefined,
  now: Date,
  timeZone: () => Promise<string>,
): Promise<QuoteOutcome> {
  const zip = zipCode?.trim() ?? '';
  if (!ZIP_CODE.test(zip)) return { refused: 'DELIVERY.INVALID_ZIP_CODE' };
  const zone = zoneForZip(zip);
  if (!zone) return { refused: 'DELIVERY.OUTSIDE_ZONES' };
  return {
    quote: {
      zone: { id: zone.id, name: zone.name },
      fee: toPesos(zone.baseFeeCents),
      estimatedDeliveryTime: zone.estimatedDeliveryTime,
      nextDeliveryDate: nextDeliveryDate(shopClockAt(now, await timeZone())),
    },
  };
}
