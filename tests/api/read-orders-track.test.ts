import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS } from '../../domain/orders/spec-fixtures';
import { tokenFor } from './read-fixtures';
import { codeOf, openOrderShop, type OrderShop } from './read-orders-shop';

// GET /api/track/:trackingCode is public: whoever holds a code learns where the order stands and when
// it comes, and nothing personal. Unknown and malformed codes answer the same 404, and one address
// can try at most 60 codes a minute.

const at = (minute: number) => ({
  at: new Date(Date.parse('2026-01-15T08:00:00.000Z') + minute * 60_000).toISOString(),
});

let shop: OrderShop;
let app: FastifyInstance;
let orderId: string;
let cancelled: string;

beforeAll(async () => {
  shop = await openOrderShop('read_orders_track');
  ({ id: orderId } = await shop.place({ customerId: 'client-ana', n: 1, recipientName: '  Ana María Pérez ' }, at(1)));
  ({ id: cancelled } = await shop.place({ customerId: 'client-ana', n: 2 }, at(2)));
  await shop.step('ConfirmOrder', orderId, { ...at(10), actor: 'u-ware' });
  await shop.step('PrepareOrder', orderId, { ...at(11), actor: 'u-ware' });
  await shop.pay(orderId, { ...at(12), actor: 'u-ware' });
  await shop.cancel(cancelled, 'Dirección equivocada: Calle 8 #123', { ...at(13), actor: 'client-ana' });
  await shop.projectOrders();
  app = await shop.app();
});
afterAll(async () => shop?.close());

const track = (code: string, more: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  app.inject({ url: `/api/track/${encodeURIComponent(code)}`, ...more });

/** Every key of a JSON value, as paths (`timeline[].at`), so a field added later fails here by name. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((v) => keyPaths(v, `${prefix}[]`)))];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    return [path, ...keyPaths(v, path)];
  });
}

const TRACKING_KEYS = [
  'deliveryDate',
  'orderNumber',
  'recipientFirstName',
  'status',
  'timeline',
  'timeline[].at',
  'timeline[].status',
  'zone',
  'zone.estimatedDeliveryTime',
  'zone.name',
];

describe('tracking an order by its code', () => {
  it('answers without a login: status, timeline, zone and its time, day, number, first name', async () => {
    const res = await track(codeOf(1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      orderNumber: 'P-2026-0001',
      status: 'preparing',
      timeline: [
        { status: 'pending', at: at(1).at },
        { status: 'confirmed', at: at(10).at },
        { status: 'preparing', at: at(11).at },
      ],
      zone: { name: 'Brickell', estimatedDeliveryTime: 25 },
      deliveryDate: '2026-01-16',
      recipientFirstName: 'Ana',
    });
  });

  it('carries exactly those keys, and no address, phone, email, customer, card message, notes, price or actor', async () => {
    for (const code of [codeOf(1), codeOf(2)]) {
      const res = await track(code);
      expect(keyPaths(res.json()).sort(), code).toEqual(TRACKING_KEYS);
      for (const secret of [
        ADDRESS.street,
        ADDRESS.zipCode,
        '305 555',
        '@',
        'client-ana',
        'u-ware',
        'Pérez',
        'María',
        'cumpleaños',
        'timbre',
        'Calle 8',
        '75',
        '68',
        orderId,
        cancelled,
      ])
        expect(res.body, `${code} shows ${secret}`).not.toContain(secret);
    }
    expect((await track(codeOf(2))).json()).toMatchObject({ status: 'cancelled' });
  });

  it('reads a code as a customer may type it: lower case, spaces around', async () => {
    const exact = await track(codeOf(1));
    expect((await track(codeOf(1).toLowerCase())).body).toBe(exact.body);
    expect((await track(` ${codeOf(1)} `)).body).toBe(exact.body);
  });

  it('answers unknown and malformed codes alike: 404, telling nothing', async () => {
    const unknown = await track(codeOf(999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      status: 404,
      code: 'TRACKING.NOT_FOUND',
      detail: 'Código de seguimiento no encontrado.',
    });
    for (const malformed of [
      'K7M2-AAAA-AAA',
      'IIIIIIIIIIII',
      'O0O0O0O0O0O0',
      'Ñ',
      'A'.repeat(33),
      'A'.repeat(100),
      "' or 1=1 --",
    ]) {
      const res = await track(malformed);
      expect(res.statusCode, malformed).toBe(404);
      expect(res.body, malformed).toBe(unknown.body);
    }
    // A signed-in caller gets the same answers.
    const signedIn = { authorization: `Bearer ${tokenFor(['client'], 'client-ana')}` };
    expect((await track(codeOf(1), { headers: signedIn })).statusCode).toBe(200);
    expect((await track(codeOf(999), { headers: signedIn })).body).toBe(unknown.body);
  });

  it('is in the read-api document as a public route', async () => {
    const docs = (await app.inject({ url: '/api/read-docs/json' })).json();
    expect(docs.paths['/api/track/{trackingCode}'].get.security).toEqual([]);
  });
});

describe('the lookup limit', () => {
  it('answers 60 lookups a minute per address, then 429 with Retry-After, misses and hits alike', async () => {
    const fresh = await shop.app();
    const lookup = (code: string, remoteAddress = '10.0.0.7') =>
      fresh.inject({ url: `/api/track/${code}`, remoteAddress });
    for (let i = 0; i < 60; i++) expect((await lookup(i % 2 ? codeOf(1) : codeOf(500 + i))).statusCode).not.toBe(429);
    const refused = await lookup(codeOf(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'TRACKING.TOO_MANY_REQUESTS' });
    expect((await lookup(codeOf(1), '10.0.0.8')).statusCode).toBe(200);
  });
});
