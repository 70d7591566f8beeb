import { DOWNTOWN, type DeliveryShop } from './read-deliveries-shop';

// One delivery day of the test shop, Friday 16 January 2026, read at 10:00 in Miami (15:00 UTC):
// three drivers (Ana and Beto with profiles, Carla without), deliveries in every status, two late,
// one reassigned, one failed, fifteen for next Tuesday (paging) and one order not scheduled yet.

export const NOW = '2026-01-16T15:00:00.000Z';
export const TODAY = '2026-01-16';
/** 16 January at hh:mm UTC. */
export const at = (hhmm: string) => `2026-01-16T${hhmm}:00.000Z`;
export const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';
export const ANA_PING = { latitude: 25.7701234, longitude: -80.1923456, at: at('14:59') };

export const ANA = { id: 'drv-ana', name: 'Ana Ruiz' };
export const BETO = { id: 'drv-beto', name: 'Beto Díaz' };
export const CARLA = { id: 'drv-carla', name: 'Carla Gómez' };

export async function deliveryDay(shop: DeliveryShop) {
  for (const d of [ANA, BETO, CARLA]) await shop.registerDriver(d.id, d.name);
  await shop.registerDriver('u-ware', 'Wendy Almacén', ['warehouse']);
  await shop.profile(
    ANA.id,
    { vehicleType: 'motorcycle', vehiclePlate: 'ABC-123', phone: '+1 305 555 0110' },
    at('07:00'),
  );
  await shop.profile(BETO.id, { vehicleType: 'car', vehiclePlate: 'OLD-1', phone: '+1 305 555 0119' }, at('07:00'));
  await shop.profile(BETO.id, { vehicleType: 'van', vehiclePlate: 'XYZ-789', phone: '+1 305 555 0120' }, at('07:05'));

  const customerId = 'client-ana';
  const latePending = await shop.scheduled(
    { customerId, n: 1, date: '2026-01-15' },
    { at: '2026-01-14T20:00:00.000Z' },
  );
  const delivered = await shop.scheduled({ customerId, n: 2, date: '2026-01-15' }, { at: '2026-01-14T20:01:00.000Z' });
  await shop.assign(delivered.id, BETO.id, BETO.name, '2026-01-15T13:00:00.000Z');
  await shop.onTheRoad(delivered.id, BETO.id, delivered.code, '2026-01-15T14:00:00.000Z');
  await shop.orderFollows(
    delivered.id,
    { type: 'RecordOrderOutForDelivery', data: { orderId: delivered.id } },
    '2026-01-15T14:00:01.000Z',
  );
  await shop.complete(delivered.id, BETO.id, 'Rosa Portera', PHOTO, '2026-01-15T14:20:00.000Z');
  await shop.orderFollows(
    delivered.id,
    { type: 'RecordOrderDelivered', data: { orderId: delivered.id } },
    '2026-01-15T14:20:01.000Z',
  );

  const onRoadLate = await shop.scheduled({ customerId, n: 3 }, { at: at('08:00') });
  await shop.assign(onRoadLate.id, ANA.id, ANA.name, at('13:00'));
  await shop.onTheRoad(onRoadLate.id, ANA.id, onRoadLate.code, at('14:00'));
  await shop.orderFollows(
    onRoadLate.id,
    { type: 'RecordOrderOutForDelivery', data: { orderId: onRoadLate.id } },
    at('14:00'),
  );
  const onRoad = await shop.scheduled({ customerId, n: 4 }, { at: at('08:01') });
  await shop.assign(onRoad.id, ANA.id, ANA.name, at('13:01'));
  await shop.onTheRoad(onRoad.id, ANA.id, onRoad.code.toLowerCase(), at('14:50'));

  const cancelled = await shop.scheduled({ customerId, n: 5 }, { at: at('08:02') });
  await shop.assign(cancelled.id, BETO.id, BETO.name, at('09:00'));
  await shop.cancelDelivery(cancelled.id, 'El cliente cambió la fecha', at('09:30'));

  const reassigned = await shop.scheduled({ customerId, n: 6, zone: DOWNTOWN }, { at: at('08:03') });
  await shop.assign(reassigned.id, BETO.id, BETO.name, at('09:00'));
  await shop.assign(reassigned.id, ANA.id, ANA.name, at('09:10'), true);

  const failed = await shop.scheduled({ customerId, n: 7, date: '2026-01-17' }, { at: at('08:04') });
  await shop.assign(failed.id, BETO.id, BETO.name, at('12:00'));
  await shop.onTheRoad(failed.id, BETO.id, failed.code, at('12:30'));
  await shop.orderFollows(failed.id, { type: 'RecordOrderOutForDelivery', data: { orderId: failed.id } }, at('12:30'));
  await shop.fail(failed.id, BETO.id, 'Nadie en casa', at('13:30'));
  await shop.orderFollows(
    failed.id,
    { type: 'RecordOrderDeliveryFailed', data: { orderId: failed.id, reason: 'Nadie en casa' } },
    at('13:30'),
  );

  const nextTuesday: string[] = [];
  for (let n = 8; n < 23; n++)
    nextTuesday.push((await shop.scheduled({ customerId, n, date: '2026-01-20' }, { at: at('08:10') })).id);
  const unscheduled = await shop.place({ customerId, n: 23 }, { at: at('08:20') });

  await shop.ping(ANA.id, ANA_PING.latitude, ANA_PING.longitude, ANA_PING.at);
  await shop.ping(BETO.id, 25.77, -80.19, at('14:50')); // ten minutes old at NOW: stale
  return { latePending, delivered, onRoadLate, onRoad, cancelled, reassigned, failed, nextTuesday, unscheduled };
}

export type DeliveryDay = Awaited<ReturnType<typeof deliveryDay>>;
