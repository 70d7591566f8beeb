import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatedArrival, type DriverView } from '../../domain/delivery';
import { ANA, ANA_PING, at, BETO, CARLA, deliveryDay, NOW, type DeliveryDay } from './read-deliveries-day';
import { openDeliveryShop, type DeliveryShop } from './read-deliveries-shop';
import { pdfText } from './read-consignment-pdf-text';
import { tokenFor } from './read-fixtures';

// The drivers (accounts with the driver role, their profile, where they are while fresh, their day),
// the package's label, and the public tracking page's driver while the order is on its way.

const as = (roles: string[], userId = `u-${roles.join('-')}`) => ({
  authorization: `Bearer ${tokenFor(roles, userId)}`,
});
const staff = as(['delivery']);
const ana = as(['driver'], ANA.id);
const none = { PENDING: 0, IN_TRANSIT: 0, DELIVERED: 0, CANCELLED: 0 };

let shop: DeliveryShop;
let app: FastifyInstance;
let day: DeliveryDay;

beforeAll(async () => {
  shop = await openDeliveryShop('read_drivers');
  day = await deliveryDay(shop);
  await shop.projectDeliveries();
  app = await shop.appAt(NOW);
});
afterAll(async () => shop?.close());

const get = (url: string, headers: Record<string, string> = staff) => app.inject({ url, headers });

describe('the drivers', () => {
  it('lists the accounts holding the driver role by name, with profile, current delivery, fresh position and day', async () => {
    const res = await get('/api/drivers');
    expect(res.statusCode, res.body).toBe(200);
    const [first, second, third] = res.json() as DriverView[];
    expect(first).toEqual({
      ...{ id: ANA.id, name: ANA.name, email: 'drv-ana@flora.test', status: 'active' },
      ...{ vehicleType: 'motorcycle', vehiclePlate: 'ABC-123', phone: '+1 305 555 0110' },
      currentDeliveryId: day.onRoadLate.id, // the earlier of her two on the road
      currentLocation: { latitude: ANA_PING.latitude, longitude: ANA_PING.longitude, accuracy: 12, at: ANA_PING.at },
      today: { ...none, PENDING: 1, IN_TRANSIT: 2 },
    });
    // Beto's last profile stands; his position is ten minutes old: not where he is.
    expect(second).toMatchObject({
      id: BETO.id,
      vehicleType: 'van',
      vehiclePlate: 'XYZ-789',
      phone: '+1 305 555 0120',
    });
    expect(second).toMatchObject({ currentDeliveryId: null, currentLocation: null, today: { ...none, CANCELLED: 1 } });
    expect(third).toEqual({
      ...{ id: CARLA.id, name: CARLA.name, email: 'drv-carla@flora.test', status: 'active' },
      ...{
        vehicleType: null,
        vehiclePlate: '',
        phone: '',
        currentDeliveryId: null,
        currentLocation: null,
        today: none,
      },
    });
    expect((res.json() as DriverView[]).map((d) => d.id)).toEqual([ANA.id, BETO.id, CARLA.id]);
  });

  it('answers one driver; a driver only their own, another is not found like an unknown id', async () => {
    expect((await get(`/api/drivers/${CARLA.id}`)).json()).toMatchObject({ id: CARLA.id, today: none });
    expect((await get(`/api/drivers/${ANA.id}`, ana)).json()).toMatchObject({ id: ANA.id, vehiclePlate: 'ABC-123' });
    const unknown = await get('/api/drivers/drv-nobody', ana);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'DRIVER.NOT_FOUND', detail: 'Repartidor no encontrado.' });
    expect((await get(`/api/drivers/${BETO.id}`, ana)).body).toBe(unknown.body);
    expect((await get('/api/drivers/u-ware')).statusCode).toBe(404); // an account without the role
    expect((await get('/api/drivers', ana)).statusCode).toBe(403);
    expect((await get('/api/drivers', as(['client']))).statusCode).toBe(403);
    expect((await get('/api/drivers', as(['admin']))).statusCode).toBe(200);
  });
});

async function labelPage(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, disableFontFace: true }).promise;
  try {
    const page = await doc.getPage(1);
    const { fnArray } = await page.getOperatorList();
    return { pages: doc.numPages, view: page.view, paths: fnArray.filter((f) => f === OPS.constructPath).length };
  } finally {
    await doc.destroy();
  }
}

/** The QR code's dark runs, one box each on the label (row by row). */
function darkRuns(text: string): number {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let runs = 0;
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++) if (modules.get(r, c) && (c === 0 || !modules.get(r, c - 1))) runs++;
  return runs;
}

describe('the label', () => {
  it('is a 100 × 150 mm PDF with the order, recipient, address, zone, day, code and the QR of its tracking page', async () => {
    const { id, code, number } = day.onRoad;
    const res = await get(`/api/deliveries/${id}/label`, as(['warehouse']));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const part of [number, 'Ana María Pérez', '1200 Brickell Ave', 'Zona: Brickell', 'viernes 16/01/2026', code])
      expect(text).toContain(part);
    const address = `http://localhost:80/track/${code}`;
    expect(text).toContain(address);
    const page = await labelPage(pdf);
    expect(page.pages).toBe(1);
    expect(page.view.map((n) => Math.round(n))).toEqual([0, 0, 283, 425]);
    expect(page.paths).toBe(darkRuns(address) + 2); // the QR's boxes and the two rules
  });

  it('is the warehouse’s and the delivery staff’s: a driver is refused, an unknown id not found', async () => {
    expect((await get(`/api/deliveries/${day.onRoad.id}/label`, ana)).statusCode).toBe(403);
    expect((await get(`/api/deliveries/${day.onRoad.id}/label`)).statusCode).toBe(200);
    const unknown = await get('/api/deliveries/no-such/label');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'DELIVERY.NOT_FOUND' });
  });
});

describe('tracking an order on its way', () => {
  const track = (code: string, on = app) => on.inject({ url: `/api/track/${code}` });

  it("adds the driver's rough position and the arrival while in transit, nothing personal", async () => {
    const res = await track(day.onRoadLate.code);
    expect(res.statusCode, res.body).toBe(200);
    const destination = { latitude: 25.762, longitude: -80.19 };
    expect(res.json()).toMatchObject({
      status: 'out_for_delivery',
      // Issue 43: the pick-up's time, the step before 'En camino'.
      pickedUpAt: at('14:00'),
      driver: {
        location: { latitude: 25.77, longitude: -80.192, at: ANA_PING.at },
        eta: estimatedArrival(at('14:00'), 25, destination, ANA_PING, new Date(NOW)),
      },
    });
    for (const secret of [ANA.id, ANA.name, '25.7701234', '80.1923456', 'ABC-123', '555 0110'])
      expect(res.body).not.toContain(secret);
  });

  it('says null while the delivery is not on the road, and nothing before it is scheduled', async () => {
    for (const { code } of [day.failed, day.delivered, day.latePending])
      expect((await track(code)).json().driver, code).toBeNull();
    // A failed attempt brings the package back: its pick-up is over; one never picked up has none.
    for (const { code } of [day.failed, day.latePending])
      expect((await track(code)).json().pickedUpAt, code).toBeNull();
    const plain = await track(day.unscheduled.code);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).not.toHaveProperty('driver');
    expect(plain.json()).not.toHaveProperty('pickedUpAt');
  });

  it("leaves the position out once it is stale, and estimates from the route's start", async () => {
    const later = await shop.appAt(at('15:10')); // Ana's last ping (14:59) is eleven minutes old
    expect((await track(day.onRoad.code, later)).json().driver).toEqual({ location: null, eta: at('15:15') });
  });
});
