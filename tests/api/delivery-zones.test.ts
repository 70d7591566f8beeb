import { describe, expect, it } from 'vitest';
import { zoneForZip } from '../../domain/delivery';
import { zoneBook } from '../../read-api/shared/zone-book';
import { useOrdersApi } from './orders-support';

// The admin keeps the delivery zones (issue 15): a new zone takes orders from its zip codes at its
// fee, a change applies to the next order, a zip code belongs to one active zone, and only the
// admin and the owner may change them.

const { ordersApi, token } = useOrdersApi('delzones');
const admin = token('admin');
const coralGables = {
  name: 'Coral Gables',
  boundaries: [
    { latitude: 25.76, longitude: -80.29 },
    { latitude: 25.76, longitude: -80.25 },
    { latitude: 25.73, longitude: -80.25 },
    { latitude: 25.73, longitude: -80.29 },
  ],
  baseFee: 12.5,
  estimatedDeliveryTime: 45,
  zipCodes: ['33134', '33146'],
};
const inCoralGables = { name: 'Casa', street: '1 Miracle Mile', city: 'Coral Gables', state: 'FL', zipCode: '33134' };
const patch = (api: Awaited<ReturnType<typeof ordersApi>>, id: string, payload: object, who = admin) =>
  api.app.inject({
    method: 'PATCH',
    url: `/api/delivery/zones/${id}`,
    payload,
    headers: { authorization: `Bearer ${who}` },
  });

describe('the zone book', () => {
  it('adds a zone whose zip codes then take orders at its fee; a change applies to the next order', async () => {
    const api = await ordersApi();
    const added = await api.post('/api/delivery/zones', coralGables, admin);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ id: 'coral-gables', streamId: 'zone-book' });
    expect((await api.post('/api/delivery/zones', coralGables, admin)).statusCode).toBe(200); // a retry
    const productId = await api.product();
    const placed = await api.post(
      '/api/orders',
      api.order([{ productId, quantity: 1 }], { deliveryAddress: inCoralGables }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await api.events(placed.json().id))[0]!.data).toMatchObject({
      deliveryFeeCents: 1250,
      zone: { id: 'coral-gables', name: 'Coral Gables', estimatedDeliveryTime: 45 },
    });
    expect((await patch(api, 'coral-gables', { baseFee: 9, isActive: false })).statusCode).toBe(201);
    const zones = await zoneBook(api.store);
    expect(zones.map((z) => z.id)).toEqual(['downtown', 'brickell', 'miami-beach', 'coral-gables']);
    expect(zoneForZip('33134', zones)).toBeUndefined(); // inactive: no new orders there
    const refused = await api.post(
      '/api/orders',
      api.order([{ productId, quantity: 1 }], { deliveryAddress: inCoralGables }),
    );
    expect(refused.json().code).toBe('ORDER.OUTSIDE_ZONES');
  });

  it('refuses a zip code another active zone holds, a taken name, bad values and unknown keys', async () => {
    const api = await ordersApi();
    const codes = async (payload: object) => {
      const res = await api.post('/api/delivery/zones', payload, admin);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().code as string;
    };
    expect(await codes({ ...coralGables, zipCodes: ['33131'] })).toBe('ZONE.ZIP_TAKEN');
    expect(await codes({ ...coralGables, name: 'brickell', id: 'otra' })).toBe('ZONE.NAME_TAKEN');
    expect(await codes({ ...coralGables, baseFee: 1.005 })).toBe('VALIDATION');
    expect(await codes({ ...coralGables, boundaries: coralGables.boundaries.slice(0, 2) })).toBe('VALIDATION');
    expect(await codes({ ...coralGables, colour: 'red' })).toBe('VALIDATION');
    expect((await patch(api, 'downtown', {})).json().code).toBe('ZONE.NOTHING_TO_CHANGE');
    expect((await patch(api, 'nowhere', { baseFee: 1 })).statusCode).toBe(404);
    expect(await api.store.readStream('zone-book')).toEqual([]);
  });

  it('is the admin’s and the owner’s only', async () => {
    const api = await ordersApi();
    for (const role of ['delivery', 'driver', 'warehouse', 'client'])
      expect((await api.post('/api/delivery/zones', coralGables, token(role))).statusCode, role).toBe(403);
    expect((await patch(api, 'downtown', { estimatedDeliveryTime: 35 }, token('owner'))).statusCode).toBe(201);
  });
});
