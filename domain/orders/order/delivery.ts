import { zipLocation } from '../../delivery/zones';
import type { ScheduleDelivery } from '../../delivery/delivery/commands';
import type { OrderPlaced } from './events';

/**
 * The delivery a placed order schedules (issue 15): the order's id, number and code, who receives it,
 * where (the zip code's centre: no geocoder), its zone and its day. The delivery reactor sends it; the
 * demo seed sends the same, so whichever comes first, the other changes nothing.
 */
export function deliveryOfOrder(o: OrderPlaced['data']): ScheduleDelivery['data'] {
  const { street, city, state, zipCode } = o.deliveryAddress;
  return {
    deliveryId: o.orderId,
    source: { type: 'order', id: o.orderId, number: o.orderNumber },
    trackingCode: o.trackingCode,
    customerName: o.recipientName,
    recipientPhone: o.recipientPhone,
    destination: { address: { street, city, state, zipCode }, location: zipLocation(zipCode) },
    zone: o.zone,
    deliveryDate: o.deliveryDate,
  };
}
