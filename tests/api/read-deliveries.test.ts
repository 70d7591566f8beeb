import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryView } from '../../domain/delivery';
import type { Page } from '../../domain/shared';
import { ANA, at, BETO, deliveryDay, NOW, PHOTO, type DeliveryDay } from './read-deliveries-day';
import { openDeliveryShop, type DeliveryShop } from './read-deliveries-shop';
import { tokenFor } from './read-fixtures';

// GET /api/deliveries and /api/deliveries/:id on real Postgres, from events the deciders made: the
// delivery staff read every delivery, twenty a page by day; a driver only their own (another's is
// 'not found', like an unknown id); `late` against the read side's clock.

const as = (roles: string[], userId = `u-${roles.join('-')}`) => ({
  authorization: `Bearer ${tokenFor(roles, userId)}`,
});
const staff = as(['delivery']);
const ana = as(['driver'], ANA.id);

let shop: DeliveryShop;
let app: FastifyInstance;
let day: DeliveryDay;

beforeAll(async () => {
  shop = await openDeliveryShop('read_deliveries');
  day = await deliveryDay(shop);
  await shop.projectDeliveries(7);
  app = await shop.appAt(NOW);
});
afterAll(async () => shop?.close());

const get = (url: string, headers: Record<string, string> = staff) => app.inject({ url, headers });
async function list(query: string, headers = staff) {
  const res = await get(`/api/deliveries?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<DeliveryView>;
}
const ids = (page: Page<DeliveryView>) => page.items.map((d) => d.id);
const byId = (...xs: { id: string }[]) => xs.map((x) => x.id).sort();

describe('the delivery list', () => {
  it('shows the staff every delivery, twenty a page, by day, then on the road, waiting, closed', async () => {
    const [one, two] = [await list('page=1'), await list('page=2')];
    expect(one).toMatchObject({ total: 22, page: 1, pageSize: 20, pageCount: 2 });
    const { latePending, delivered, onRoadLate, onRoad, reassigned, cancelled, failed } = day;
    expect([...ids(one), ...ids(two)]).toEqual([
      latePending.id,
      delivered.id,
      ...byId(onRoadLate, onRoad),
      reassigned.id,
      cancelled.id,
      failed.id,
      ...[...day.nextTuesday].sort(),
    ]);
    for (const roles of [['admin'], ['owner']]) expect((await list('', as(roles))).total, roles.join()).toBe(22);
  });

  it('filters by status, active, late, day, driver and zone, together', async () => {
    const { latePending, delivered, onRoadLate, onRoad, reassigned, cancelled, failed } = day;
    expect(ids(await list('status=IN_TRANSIT'))).toEqual(byId(onRoadLate, onRoad));
    expect(ids(await list('status=DELIVERED'))).toEqual([delivered.id]);
    expect(ids(await list('status=CANCELLED'))).toEqual([cancelled.id]);
    expect((await list('status=PENDING')).total).toBe(18);
    expect((await list('status=active')).total).toBe(20);
    expect(ids(await list('status=late'))).toEqual([latePending.id, onRoadLate.id]);
    expect(ids(await list('date=2026-01-16'))).toEqual([...byId(onRoadLate, onRoad), reassigned.id, cancelled.id]);
    expect(ids(await list(`driverId=${BETO.id}`))).toEqual([delivered.id, cancelled.id, failed.id]);
    expect(ids(await list('zoneId=downtown'))).toEqual([reassigned.id]);
    expect(ids(await list(`date=2026-01-16&driverId=${ANA.id}&status=active`))).toEqual([
      ...byId(onRoadLate, onRoad),
      reassigned.id,
    ]);
    expect(await list('status=&date=&driverId=&page=')).toMatchObject({ total: 22, page: 1 });
  });

  it('computes late from the clock: on the road past the zone estimate, or active after its day', async () => {
    const all = [...(await list('page=1')).items, ...(await list('page=2')).items];
    expect(all.filter((d) => d.late).map((d) => d.id)).toEqual([day.latePending.id, day.onRoadLate.id]);
    // At 15:20 the second one on the road (started 14:50, Brickell 25 min) is late as well.
    const later = await shop.appAt(at('15:20'));
    const res = await later.inject({ url: '/api/deliveries?status=late', headers: staff });
    expect(res.json().items.map((d: DeliveryView) => d.id)).toEqual([
      day.latePending.id,
      ...byId(day.onRoadLate, day.onRoad),
    ]);
  });

  it('shows a driver only their own, whatever driver they ask for', async () => {
    const own = [...byId(day.onRoadLate, day.onRoad), day.reassigned.id];
    expect(ids(await list('', ana))).toEqual(own);
    expect(ids(await list(`driverId=${BETO.id}`, ana))).toEqual(own);
    expect((await list('', as(['driver'], 'drv-nobody'))).total).toBe(0);
  });

  it('refuses bad parameters in Spanish and who may not read deliveries', async () => {
    for (const [query, path] of [
      ['status=LOST', 'status'],
      ['date=2026-02-30', 'date'],
      ['page=0', 'page'],
      [`zoneId=${'z'.repeat(101)}`, 'zoneId'],
      ['sort=id', 'sort'],
    ]) {
      const res = await get(`/api/deliveries?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].path, query).toBe(path);
    }
    expect((await get('/api/deliveries?status=LOST')).json().errors[0].message).toMatch(/^El estado debe ser uno de/);
    expect((await get('/api/deliveries', as(['client']))).statusCode).toBe(403);
    expect((await get('/api/deliveries', as(['warehouse']))).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/deliveries' })).statusCode).toBe(401);
  });
});

describe('one delivery', () => {
  it('answers the whole delivery, the handover photo only here', async () => {
    const res = await get(`/api/deliveries/${day.delivered.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: day.delivered.id,
      status: 'DELIVERED',
      source: { type: 'order', id: day.delivered.id, number: day.delivered.number },
      trackingCode: day.delivered.code,
      customerName: 'Ana María Pérez',
      deliveryLocation: { latitude: 25.762, longitude: -80.19, address: '1200 Brickell Ave, Miami, FL 33131' },
      zone: { id: 'brickell', name: 'Brickell', estimatedDeliveryTime: 25 },
      scheduledDeliveryTime: '2026-01-15',
      driver: { id: BETO.id, name: BETO.name },
      pickedUp: true,
      recipientName: 'Rosa Portera',
      notes: 'En la puerta',
      hasPhoto: true,
      photo: PHOTO,
      late: false,
      history: [
        { status: 'PENDING', at: '2026-01-14T20:01:00.000Z', by: 'u-delivery' },
        { status: 'IN_TRANSIT', at: '2026-01-15T14:00:00.000Z', by: BETO.id },
        { status: 'DELIVERED', at: '2026-01-15T14:20:00.000Z', by: BETO.id },
      ],
    });
    const listed = (await list('status=DELIVERED')).items[0]!;
    expect(listed).not.toHaveProperty('photo');
    expect(listed.hasPhoto).toBe(true);
  });

  it('keeps a failed attempt: back to PENDING, its reason, the attempt counted, the package back at the shop', async () => {
    const view = (await get(`/api/deliveries/${day.failed.id}`)).json() as DeliveryView;
    expect(view).toMatchObject({ status: 'PENDING', attempts: 1, failReason: 'Nadie en casa', pickedUp: false });
    expect(view).toMatchObject({ startedAt: null, pickedUpAt: null, photo: null });
    expect(view.history.at(-1)).toEqual({ status: 'PENDING', at: at('13:30'), by: BETO.id, note: 'Nadie en casa' });
    const reassigned = (await get(`/api/deliveries/${day.reassigned.id}`)).json() as DeliveryView;
    expect(reassigned).toMatchObject({ driver: { id: ANA.id, name: ANA.name }, assignedAt: at('09:10') });
  });

  it("answers a driver's reading of another's delivery as an unknown one: 404", async () => {
    expect((await get(`/api/deliveries/${day.onRoad.id}`, ana)).statusCode).toBe(200);
    const unknown = await get('/api/deliveries/no-such-delivery', ana);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'DELIVERY.NOT_FOUND', detail: 'Entrega no encontrada.' });
    for (const other of [day.delivered.id, day.latePending.id]) {
      const res = await get(`/api/deliveries/${other}`, ana);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
  });
});
