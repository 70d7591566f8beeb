import { zipLocation } from '../../delivery/zones';
import type { ScheduleDelivery } from '../../delivery/delivery/commands';
import { TRACKING_ALPHABET, TRACKING_CODE_LENGTH } from '../../orders/order/tracking';
import type { SubscriptionCycleScheduled } from './events';

/**
 * A package code drawn from the delivery's id (a v5 uuid: its bytes are a hash), so the reactor that
 * schedules a cycle's delivery gives the same code on every retry and replay.
 */
export function cycleTrackingCode(deliveryId: string): string {
  const hex = deliveryId.replace(/-/g, '');
  return Array.from({ length: TRACKING_CODE_LENGTH }, (_, i) => {
    const byte = parseInt(hex.slice((i * 2) % 32, ((i * 2) % 32) + 2), 16) + i * 7;
    return TRACKING_ALPHABET[byte % TRACKING_ALPHABET.length];
  }).join('');
}

/** The number staff read on the label and the lists: the subscription's and the cycle's day. */
export const cycleNumber = (subscriptionId: string, cycleDay: string) =>
  `S-${subscriptionId.slice(0, 6).toUpperCase()}-${cycleDay.replace(/-/g, '').slice(2)}`;

/** The delivery a scheduled cycle owes (issue 16): to where the subscription said then, on its day. */
export function deliveryOfCycle(c: SubscriptionCycleScheduled['data']): ScheduleDelivery['data'] {
  const { name, street, city, state, zipCode } = c.deliverTo.deliveryAddress;
  return {
    deliveryId: c.deliveryId,
    source: { type: 'subscription', id: c.subscriptionId, number: cycleNumber(c.subscriptionId, c.cycleDay) },
    trackingCode: cycleTrackingCode(c.deliveryId),
    customerName: name,
    recipientPhone: c.deliverTo.recipientPhone,
    destination: { address: { street, city, state, zipCode }, location: zipLocation(zipCode) },
    zone: c.deliverTo.zone,
    deliveryDate: c.deliveryDay,
  };
}
