import { describe, expect, it } from 'vitest';
import { useDeliveryShop } from './delivery-support';

// A driver's vehicle and phone (issue 15): kept by the delivery staff, or by the driver for themselves;
// another driver's, or someone who is not a driver, is "not found".

const { deliveryShop } = useDeliveryShop('deldrv');
const profile = { vehicleType: 'motorcycle', vehiclePlate: 'flr-215', phone: '+1 305 555 0142' };

describe('PATCH /api/drivers/:id', () => {
  it('is the delivery staff’s for any driver and a driver’s for themselves; the same values again change nothing', async () => {
    const shop = await deliveryShop();
    const [raul, otro, clerk] = [
      await shop.user('driver', 'Raúl'),
      await shop.user('driver', 'Otro'),
      await shop.user('warehouse', 'Walter'),
    ];
    const patch = (id: string, payload: object, who: string) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/drivers/${id}`,
        payload,
        headers: { authorization: `Bearer ${who}` },
      });
    const byStaff = await patch(raul.id, profile, shop.staff);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect(byStaff.json()).toMatchObject({ id: raul.id, streamId: `driver-${raul.id}` });
    expect((await patch(raul.id, profile, raul.token)).statusCode).toBe(200);
    expect((await shop.store.readStream(`driver-${raul.id}`))[0]!.data).toMatchObject({ vehiclePlate: 'FLR-215' });
    expect((await patch(raul.id, { ...profile, vehicleType: 'van' }, raul.token)).statusCode).toBe(201);
    expect((await patch(otro.id, profile, raul.token)).statusCode).toBe(404);
    expect((await patch(clerk.id, profile, shop.staff)).statusCode).toBe(404);
    const bad = await patch(raul.id, { ...profile, vehiclePlate: 'ABC/123' }, shop.staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: 'vehiclePlate' });
    expect((await patch(raul.id, { ...profile, colour: 'red' }, shop.staff)).statusCode).toBe(400);
    expect((await patch(raul.id, profile, shop.token('client'))).statusCode).toBe(403);
  });
});
