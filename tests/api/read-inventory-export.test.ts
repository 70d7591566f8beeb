import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../domain/inventory';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { IDS, MAIN, NORTH, openSample, type Sample } from './inventory-sample';
import { bearer, tokenFor } from './read-fixtures';

// The CSV export of the filtered list (papaparse, every page, the position it was computed at),
// and who may read inventory at all: every inventory route, without a token and per role.

const warehouse = bearer(['warehouse']);
let sample: Sample;
let app: FastifyInstance;

beforeAll(async () => {
  sample = await openSample('read_export');
  app = await sample.shop.app();
});
afterAll(async () => sample?.shop.close());

async function get(url: string, headers: Record<string, string> = warehouse) {
  const res = await app.inject({ url, headers });
  return {
    status: res.statusCode,
    body: String(res.headers['content-type']).includes('json') ? res.json() : res.body,
    headers: res.headers,
  };
}

describe('GET /api/inventory/export.csv', () => {
  it('answers the filtered list, all pages, as CSV with the position it was computed at', async () => {
    const res = await get('/api/inventory/export.csv?category=Ramos&sort=sku&order=desc');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inventario-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-flora-position']).toBe((await loadCheckpoint(sample.shop.db, 'inventory'))!.position);
    const parsed = Papa.parse<Record<string, string>>(res.body as string, {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual([...CSV_COLUMNS]);
    expect(parsed.data).toEqual([
      {
        sku: 'ROS-001',
        name: 'Rosa roja',
        barcode: '7501000000011',
        description: 'Docena de rosas rojas de tallo largo',
        price: '48.00',
        wholesalePrice: '30.00',
        currentStock: '55',
        minStockLevel: '10',
        categories: 'Rosas|Ramos',
        status: 'active',
        location: MAIN,
        images: 'https://img.test/rosa.jpg|https://img.test/rosa-2.jpg',
      },
      {
        sku: 'CLA-005',
        name: 'Clavel rosa',
        barcode: '',
        description: '',
        price: '12.00',
        wholesalePrice: '',
        currentStock: '8',
        minStockLevel: '8',
        categories: 'Claveles|Ramos',
        status: 'active',
        location: MAIN,
        images: '',
      },
    ]);
  });

  it('exports every matching product, past any page size', async () => {
    const res = await get('/api/inventory/export.csv');
    const parsed = Papa.parse<Record<string, string>>(res.body as string, {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data.map((r) => r.sku)).toEqual(['CLA-005', 'GIR-004', 'LIR-006', 'ORQ-003', 'ROS-001', 'TUL-002']);
    expect(parsed.data.find((r) => r.sku === 'GIR-004')).toMatchObject({ price: '20.25', location: NORTH });
  });
});

describe('access to the inventory reads', () => {
  const urls = [
    '/api/inventory/products',
    '/api/inventory/products/lookup?code=ROS-001',
    `/api/inventory/products/${IDS.rosa}`,
    `/api/inventory/products/${IDS.rosa}/history`,
    '/api/inventory/movements',
    '/api/inventory/summary',
    '/api/inventory/stock',
    '/api/inventory/categories',
    '/api/inventory/locations',
    '/api/inventory/dashboard',
    '/api/inventory/export.csv',
  ];

  it.each(urls)('%s: 401 without a token, 403 for a client, 200 for warehouse, admin and owner', async (url) => {
    expect((await get(url, {})).status).toBe(401);
    const client = await get(url, { authorization: `Bearer ${tokenFor(['client'])}` });
    expect(client.status).toBe(403);
    expect(client.body.code).toBe('FORBIDDEN');
    for (const roles of [['warehouse'], ['admin'], ['owner']])
      expect((await get(url, bearer(roles))).status, roles.join()).toBe(200);
  });
});

describe('read-your-writes (?minPosition)', () => {
  it('waits until the inventory and the ledger hold the movement just registered', async () => {
    const [moved] = await sample.shop.move(
      IDS.girasol,
      { type: 'sale', quantity: 10, reference: { type: 'pos', id: 'T-9' } },
      { at: new Date().toISOString() },
    );
    const position = encodeURIComponent(moved!.position);
    const product = get(`/api/inventory/products/${IDS.girasol}?minPosition=${position}`);
    const ledger = get(`/api/inventory/movements?productId=${IDS.girasol}&minPosition=${position}`);
    await sample.shop.project(50, ['inventory', 'stock-ledger']);
    expect((await product).body.currentStock).toBe(90);
    expect((await ledger).body.items[0]).toMatchObject({
      type: 'sale',
      quantity: 10,
      reference: { type: 'pos', id: 'T-9' },
    });
  });
});
