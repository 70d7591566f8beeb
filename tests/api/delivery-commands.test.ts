import { describe, expect, it } from 'vitest';
import type { OrderPlaced } from '../../domain/orders';
import { useDeliveryShop } from './delivery-support';

// Issue 15's rules on the command side: who may move a delivery, in which order its steps come, one
// winner when two drivers are assigned at once, and the order following its delivery exactly once.

const { deliveryShop } = useDeliveryShop('delcmd');
const types = (events: { type: string }[]) => events.map((e) => e.type);

async function inTransit() {
  const shop = await deliveryShop();
  const raul = await shop.user('driver', 'Raúl Repartidor');
  const id = await shop.placed();
  const [placed] = await shop.events(id);
  const code = (placed as unknown as OrderPlaced).data.trackingCode;
  expect((await shop.act(id, 'assign', { driverId: raul.id })).statusCode).toBe(201);
  expect((await shop.act(id, 'scan', { code: `http://localhost/track/${code}` }, raul.token)).statusCode).toBe(201);
  expect((await shop.act(id, 'status', { status: 'IN_TRANSIT' }, raul.token)).statusCode).toBe(201);
  await shop.settled();
  return { shop, raul, id, code };
}

describe('a delivery from order to door', () => {
  it('is scheduled for a placed order and the order follows each of its steps, once', async () => {
    const { shop, raul, id } = await inTransit();
    expect((await shop.events(id)).at(-1)?.type).toBe('OrderOutForDelivery');
    const deliver = { status: 'DELIVERED', recipientName: 'Ana Pérez', notes: 'Portería' };
    const res = await shop.act(id, 'status', deliver, raul.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id, streamId: `delivery-${id}` });
    expect((await shop.act(id, 'status', deliver, raul.token)).statusCode).toBe(200); // a phone's retry
    await shop.settled();
    expect(types(await shop.deliveryEvents(id))).toEqual([
      'DeliveryScheduled',
      'DriverAssigned',
      'DeliveryPickedUp',
      'DeliveryRouteStarted',
      'DeliveryCompleted',
    ]);
    expect(types(await shop.events(id)).slice(1)).toEqual(['OrderOutForDelivery', 'OrderDelivered']);
  });

  it('sends nothing twice when both reactors replay the whole store', async () => {
    const { shop, raul, id } = await inTransit();
    await shop.act(id, 'status', { status: 'DELIVERED', recipientName: 'Ana' }, raul.token);
    await shop.settled();
    const before = [types(await shop.deliveryEvents(id)), types(await shop.events(id))];
    await shop.replayReactors();
    expect([types(await shop.deliveryEvents(id)), types(await shop.events(id))]).toEqual(before);
  });

  it('records where it was handed over from the driver’s latest position, not every ping', async () => {
    const { shop, raul, id } = await inTransit();
    const ping = (longitude: number, at: string) =>
      shop.post('/api/drivers/me/location', { latitude: 25.762, longitude, accuracy: 8, at }, raul.token);
    expect((await ping(-80.195, '2026-01-15T14:59:58.000Z')).statusCode).toBe(204);
    expect((await ping(-80.19, '2026-01-15T15:00:00.000Z')).statusCode).toBe(204);
    // A ping that waited in a queue arrives after a newer one: it does not move the driver back.
    expect((await ping(-80.2, '2026-01-15T14:59:00.000Z')).statusCode).toBe(204);
    await shop.act(id, 'status', { status: 'DELIVERED', recipientName: 'Ana' }, raul.token);
    const completed = (await shop.deliveryEvents(id)).at(-1)!;
    expect(completed.data).toMatchObject({ handoverPoint: { latitude: 25.762, longitude: -80.19, accuracy: 8 } });
    expect(await shop.store.readStream(`driver-${raul.id}`)).toEqual([]); // no event per ping
  });

  it('goes back to PENDING after a failed attempt, and the order back to ready', async () => {
    const { shop, raul, id } = await inTransit();
    const noReason = await shop.act(id, 'status', { status: 'PENDING' }, raul.token);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe('DELIVERY.REASON_REQUIRED');
    expect((await shop.act(id, 'status', { status: 'PENDING', notes: 'Nadie en casa' }, raul.token)).statusCode).toBe(
      201,
    );
    await shop.settled();
    expect((await shop.events(id)).at(-1)).toMatchObject({
      type: 'OrderDeliveryFailed',
      data: { reason: 'Nadie en casa' },
    });
    // The next attempt starts with a new scan.
    const start = await shop.act(id, 'status', { status: 'IN_TRANSIT' }, raul.token);
    expect(start.json().code).toBe('DELIVERY.NOT_PICKED_UP');
  });

  it('is cancelled when its order is, with the order’s reason', async () => {
    const shop = await deliveryShop();
    const id = await shop.placed();
    await shop.post(`/api/orders/${id}/cancel`, { reason: 'Cliente se mudó' }, shop.token('owner'));
    await shop.settled();
    expect((await shop.deliveryEvents(id)).at(-1)).toMatchObject({
      type: 'DeliveryCancelled',
      data: { reason: 'Pedido cancelado: Cliente se mudó', previousStatus: 'PENDING' },
    });
  });
});

describe('what a delivery refuses', () => {
  it('cannot be delivered while PENDING and unassigned (409)', async () => {
    const shop = await deliveryShop();
    const id = await shop.placed();
    const res = await shop.act(id, 'status', { status: 'DELIVERED', recipientName: 'Ana' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DELIVERY.NOT_IN_TRANSIT' });
    expect(types(await shop.deliveryEvents(id))).toEqual(['DeliveryScheduled']);
  });

  it('cannot be cancelled once DELIVERED (409), nor cancelled by a driver (403)', async () => {
    const { shop, raul, id } = await inTransit();
    const byDriver = await shop.act(id, 'status', { status: 'CANCELLED', notes: 'x' }, raul.token);
    expect(byDriver.statusCode).toBe(403);
    await shop.act(id, 'status', { status: 'DELIVERED', recipientName: 'Ana' }, raul.token);
    const res = await shop.act(id, 'status', { status: 'CANCELLED', notes: 'Error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DELIVERY.CANNOT_CANCEL',
      detail: 'La entrega ya fue entregada: no se puede cancelar.',
    });
  });

  it('lets a driver change only their own deliveries: another’s is not found (404)', async () => {
    const { shop, id, code } = await inTransit();
    const other = await shop.user('driver', 'Otro Repartidor');
    for (const [path, body] of [
      ['scan', { code }],
      ['status', { status: 'DELIVERED', recipientName: 'Ana' }],
      ['status', { status: 'PENDING', notes: 'x' }],
    ] as const) {
      const res = await shop.act(id, path, body, other.token);
      expect(res.statusCode, `${path} ${res.body}`).toBe(404);
      expect(res.json().code).toBe('DELIVERY.NOT_FOUND');
    }
    // Nor assign one to themselves: assigning is the delivery staff's.
    expect((await shop.act(id, 'assign', { driverId: other.id }, other.token)).statusCode).toBe(403);
  });

  it('refuses a package code that is not its own, and a driver who is not one', async () => {
    const shop = await deliveryShop();
    const raul = await shop.user('driver', 'Raúl');
    const clerk = await shop.user('warehouse', 'Walter');
    const id = await shop.placed();
    expect((await shop.act(id, 'assign', { driverId: clerk.id })).json().code).toBe('DELIVERY.NOT_A_DRIVER');
    await shop.act(id, 'assign', { driverId: raul.id });
    const wrong = await shop.act(id, 'scan', { code: 'ABCDEFGHJKMN' }, raul.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('DELIVERY.WRONG_PACKAGE');
  });

  it('gives one delivery to one of two drivers assigned at once; the other is told (409)', async () => {
    const shop = await deliveryShop();
    const [a, b] = [await shop.user('driver', 'A'), await shop.user('driver', 'B')];
    const id = await shop.placed();
    const answers = await Promise.all([a, b].map((d) => shop.act(id, 'assign', { driverId: d.id })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('DELIVERY.ALREADY_ASSIGNED');
    const assigned = (await shop.deliveryEvents(id)).filter((e) => e.type === 'DriverAssigned');
    expect(assigned).toHaveLength(1);
    // Taking it over is said on purpose.
    const loser = answers[0]!.statusCode === 201 ? b : a;
    expect((await shop.act(id, 'assign', { driverId: loser.id, reassign: true })).statusCode).toBe(201);
  });
});

describe('positions', () => {
  it('refuses an invalid coordinate or time (400) and a position from anyone but a driver (403)', async () => {
    const shop = await deliveryShop();
    const raul = await shop.user('driver', 'Raúl');
    const at = '2026-01-15T15:00:00.000Z';
    for (const body of [
      { latitude: 91, longitude: -80.19, at },
      { latitude: 25.76, longitude: -181, at },
      { latitude: '25.76', longitude: -80.19, at },
      { latitude: 25.76, longitude: -80.19, at: '2026-01-15T16:00:00.000Z' },
      { latitude: 25.76, longitude: -80.19, at, driverId: 'x' },
    ]) {
      const res = await shop.post('/api/drivers/me/location', body, raul.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const role of ['delivery', 'owner', 'client']) {
      const res = await shop.post(
        '/api/drivers/me/location',
        { latitude: 25.76, longitude: -80.19, at },
        shop.token(role),
      );
      expect(res.statusCode, role).toBe(403);
    }
    expect((await shop.database.db.selectFrom('driver_positions').selectAll().execute()).length).toBe(0);
  });
});
