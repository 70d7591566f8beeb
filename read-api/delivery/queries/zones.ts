import { nextDeliveryDate, shopClockAt, zoneForZip, ZIP_CODE, type DeliveryZone } from '../../../domain/delivery';
import { toPesos } from '../../../domain/shared';
import type { DeliveryQuoteView, DeliveryZonesView } from '../../../domain/delivery';
import { deliveryRulesView, toDeliveryZoneView } from '../to-response/zones';

// The zones come from the admin's zone book and the shop's time zone from its settings (the caller
// folds both), and the clock from the route, so a quote is the same on every replica.

export const deliveryZones = (zones: readonly DeliveryZone[], timeZone: string): DeliveryZonesView => ({
  zones: zones.map(toDeliveryZoneView),
  ...deliveryRulesView(timeZone),
});

export type QuoteOutcome =
  { quote: DeliveryQuoteView } | { refused: 'DELIVERY.INVALID_ZIP_CODE' | 'DELIVERY.OUTSIDE_ZONES' };

/** The zip is judged first: a refusal never reads the settings stream. */
export async function deliveryQuote(
  zipCode: string | undefined,
  now: Date,
  zones: () => Promise<readonly DeliveryZone[]>,
  timeZone: () => Promise<string>,
): Promise<QuoteOutcome> {
  const zip = zipCode?.trim() ?? '';
  if (!ZIP_CODE.test(zip)) return { refused: 'DELIVERY.INVALID_ZIP_CODE' };
  const zone = zoneForZip(zip, await zones());
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
