import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../../domain/delivery';
import { SETTINGS_STREAM } from '../../domain/settings';
import { openReadDatabase } from './read-fixtures';

// The delivery zones and the quote (issue 14), public: no token needed. The quote's next delivery
// day is judged on the shop's clock in its configured zone; the test fixes the read side's clock.

let read: Awaited<ReturnType<typeof openReadDatabase>>;
let app: FastifyInstance;
let now = new Date('2026-05-05T17:59:00Z');

beforeAll(async () => {
  read = await openReadDatabase();
  app = await read.app({ now: () => now });
});
afterAll(async () => read?.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url, headers });
  return { status: res.statusCode, body: res.json(), type: res.headers['content-type'] };
}
const quoteAt = async (instant: string, zipCode = '33131') => {
  now = new Date(instant);
  return get(`/api/delivery/quote?zipCode=${encodeURIComponent(zipCode)}`);
};

describe('GET /api/delivery/zones', () => {
  it('answers without a token: the three zones in pesos and the rules of every order', async () => {
    const { status, body } = await get('/api/delivery/zones');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['cutoffTime', 'deliveryDays', 'minimumOrder', 'timeZone', 'zones']);
    expect(body).toMatchObject({
      minimumOrder: 35,
      deliveryDays: [1, 2, 3, 4, 5, 6],
      cutoffTime: '14:00',
      timeZone: 'America/New_York',
    });
    expect(
      body.zones.map((z: { id: string; baseFee: number; estimatedDeliveryTime: number }) => [
        z.id,
        z.baseFee,
        z.estimatedDeliveryTime,
      ]),
    ).toEqual([
      ['downtown', 5, 30],
      ['brickell', 7, 25],
      ['miami-beach', 10, 40],
    ]);
    const brickell = body.zones[1];
    expect(Object.keys(brickell).sort()).toEqual([
      'baseFee',
      'boundaries',
      'estimatedDeliveryTime',
      'id',
      'isActive',
      'name',
      'zipCodes',
    ]);
    expect(brickell).toMatchObject({ name: 'Brickell', isActive: true, zipCodes: ['33129', '33131'] });
    expect(brickell.boundaries).toHaveLength(4);
    expect(brickell.boundaries[0]).toEqual({ latitude: 25.7685, longitude: -80.2005 });
  });

  it('ignores a bad token (public) and refuses unknown parameters', async () => {
    expect((await get('/api/delivery/zones', { authorization: 'Bearer nope' })).status).toBe(200);
    const { status, body } = await get('/api/delivery/zones?zone=brickell');
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: 'zone', message: 'Parámetro desconocido.' }]);
  });
});

describe('GET /api/delivery/quote', () => {
  it('quotes 33131 as Brickell: fee 7, 25 minutes, today before 14:00 New York time', async () => {
    const { status, body } = await quoteAt('2026-05-05T17:59:00Z'); // Tuesday 13:59 EDT
    expect(status).toBe(200);
    expect(body).toEqual({
      zone: { id: 'brickell', name: 'Brickell' },
      fee: 7,
      estimatedDeliveryTime: 25,
      nextDeliveryDate: '2026-05-05',
    });
  });

  it('moves to the next delivery day from 14:00 on, and over Sunday', async () => {
    const next = async (instant: string) => (await quoteAt(instant)).body.nextDeliveryDate;
    expect(await next('2026-05-05T18:00:00Z')).toBe('2026-05-06'); // Tuesday 14:00 EDT
    expect(await next('2026-05-09T13:00:00Z')).toBe('2026-05-09'); // Saturday 09:00
    expect(await next('2026-05-09T23:00:00Z')).toBe('2026-05-11'); // Saturday 19:00 → Monday
    expect(await next('2026-05-10T02:30:00Z')).toBe('2026-05-11'); // still Saturday 22:30 in New York
    expect(await next('2026-05-10T15:00:00Z')).toBe('2026-05-11'); // Sunday
    expect(await next('2026-01-06T18:59:00Z')).toBe('2026-01-06'); // 13:59 EST, in winter
    expect(await next('2026-01-06T19:00:00Z')).toBe('2026-01-07');
  });

  it('takes a ZIP+4 and other zones', async () => {
    expect((await quoteAt('2026-05-05T12:00:00Z', '33139-1234')).body).toMatchObject({
      zone: { id: 'miami-beach', name: 'Miami Beach' },
      fee: 10,
    });
    expect((await quoteAt('2026-05-05T12:00:00Z', ' 33130 ')).body.zone.id).toBe('downtown');
  });

  it('refuses a malformed zip code with a Spanish 400', async () => {
    for (const zip of ['', '3313', '331311', 'abcde', '33131-12', '33131 1234', '٣٣١٣١', 'x'.repeat(64)]) {
      const { status, body, type } = await quoteAt('2026-05-05T12:00:00Z', zip);
      expect(status, zip).toBe(400);
      expect(type).toContain('application/problem+json');
      expect(body, zip).toMatchObject({
        code: 'DELIVERY.INVALID_ZIP_CODE',
        detail: DELIVERY_MESSAGES['DELIVERY.INVALID_ZIP_CODE'],
        errors: [{ path: 'zipCode' }],
      });
    }
    const missing = await get('/api/delivery/quote');
    expect(missing).toMatchObject({ status: 400, body: { code: 'DELIVERY.INVALID_ZIP_CODE' } });
  });

  it('refuses a zip code outside every zone with a Spanish 400', async () => {
    for (const zip of ['10001', '33101', '00000']) {
      const { status, body } = await quoteAt('2026-05-05T12:00:00Z', zip);
      expect(status, zip).toBe(400);
      expect(body).toMatchObject({
        code: 'DELIVERY.OUTSIDE_ZONES',
        detail: DELIVERY_MESSAGES['DELIVERY.OUTSIDE_ZONES'],
      });
    }
  });

  it('refuses unknown parameters and never answers 5xx to junk', async () => {
    const unknown = await get('/api/delivery/quote?zipCode=33131&zip=33131');
    expect(unknown.body.errors).toEqual([{ path: 'zip', message: 'Parámetro desconocido.' }]);
    for (const query of [
      'zipCode=33131&zipCode=33130',
      `zipCode=${'9'.repeat(65)}`,
      'zipCode=%00',
      'zipCode=%ED%B0%80',
      'zipCode=%E0%A4%A',
      'zipCode[a]=1',
    ]) {
      const { status } = await get(`/api/delivery/quote?${query}`);
      expect(status, query).toBe(400);
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the catalogue and delivery routes; the delivery ones need no token', async () => {
    const { status, body } = await get('/api/read-docs/json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/catalog/products',
        '/api/catalog/products/{id}',
        '/api/catalog/categories',
        '/api/delivery/zones',
        '/api/delivery/quote',
      ]),
    );
    expect(body.paths['/api/delivery/quote'].get.security).toEqual([]);
    expect(body.paths['/api/delivery/zones'].get.security).toEqual([]);
    const params = body.paths['/api/catalog/products'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['search', 'category', 'page']));
  });
});

describe("the shop's time zone", () => {
  it('follows the settings: the cutoff is read on the configured clock', async () => {
    const id = randomUUID();
    const metadata = {
      commandId: id,
      correlationId: id,
      causationId: id,
      actor: { userId: 'u-boss', roles: ['owner'] },
      source: { app: 'backoffice' },
      occurredAt: '2026-05-01T00:00:00.000Z',
      schemaVersion: 1,
    };
    await read.store.appendToStream(
      SETTINGS_STREAM,
      [{ type: 'TimeZoneConfigured', data: { timeZone: 'America/Los_Angeles' }, metadata }],
      { expected: 'no_stream' },
    );
    expect((await get('/api/delivery/zones')).body.timeZone).toBe('America/Los_Angeles');
    // Tuesday 14:30 in New York is 11:30 in Los Angeles: still today.
    expect((await quoteAt('2026-05-05T18:30:00Z')).body.nextDeliveryDate).toBe('2026-05-05');
  });
});
