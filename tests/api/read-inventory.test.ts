import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductView } from '../../domain/inventory';
import { IDS, MAIN, NORTH, openSample, ROSA_BARCODE, T, type Sample } from './inventory-sample';
import { bearer } from './read-fixtures';

// The inventory screen's reads (spec 2.4) over the real projections: list with search, filters,
// each sort both ways and pages; the four cards; the scan lookup; details with stock per location.

const warehouse = bearer(['warehouse']);
let sample: Sample;
let app: FastifyInstance;

beforeAll(async () => {
  sample = await openSample('read_inv');
  app = await sample.shop.app();
});
afterAll(async () => sample?.shop.close());

async function get(url: string, headers: Record<string, string> = warehouse) {
  const res = await app.inject({ url, headers });
  return { status: res.statusCode, body: res.json(), type: res.headers['content-type'] };
}
const skus = (body: { items: ProductView[] }) => body.items.map((p) => p.sku);

// Final figures of the sample: sku → [stock, price].
const FIGURES: Record<string, [number, number]> = {
  'ROS-001': [55, 48],
  'TUL-002': [3, 30],
  'ORQ-003': [0, 250],
  'GIR-004': [100, 20.25],
  'CLA-005': [8, 12],
  'LIR-006': [0, 35],
};
const NAMES: Record<string, string> = {
  'ROS-001': 'Rosa roja',
  'TUL-002': 'Tulipán amarillo',
  'ORQ-003': 'Orquídea blanca',
  'GIR-004': 'Girasol',
  'CLA-005': 'Clavel rosa',
  'LIR-006': 'Lirio',
};
const ID_OF: Record<string, string> = {
  'ROS-001': IDS.rosa,
  'TUL-002': IDS.tulipan,
  'ORQ-003': IDS.orquidea,
  'GIR-004': IDS.girasol,
  'CLA-005': IDS.clavel,
  'LIR-006': IDS.lirio,
};

describe('GET /api/inventory/products', () => {
  it('answers a page of ProductView, sorted by name by default, 20 to a page', async () => {
    const { status, body } = await get('/api/inventory/products');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 20, pageCount: 1 });
    expect(skus(body)).toEqual(['CLA-005', 'GIR-004', 'LIR-006', 'ORQ-003', 'ROS-001', 'TUL-002']);
    expect(body.items.find((p: ProductView) => p.sku === 'ROS-001')).toEqual({
      _id: IDS.rosa,
      id: IDS.rosa,
      name: 'Rosa roja',
      sku: 'ROS-001',
      barcode: ROSA_BARCODE,
      description: 'Docena de rosas rojas de tallo largo',
      price: 48,
      wholesalePrice: 30,
      currentStock: 55,
      consignedStock: 4,
      minStockLevel: 10,
      categories: ['Rosas', 'Ramos'],
      category: 'Rosas',
      status: 'active',
      images: ['https://img.test/rosa.jpg', 'https://img.test/rosa-2.jpg'],
      location: MAIN,
      vaseLifeDays: null,
      requiresLots: false,
      stockStatus: 'in_stock',
      value: 2640,
      updatedAt: T.repriced,
    });
  });

  it.each([
    ['in_stock', ['GIR-004', 'ROS-001']],
    ['low_stock', ['CLA-005', 'TUL-002']],
    ['out_of_stock', ['LIR-006', 'ORQ-003']],
    ['all', ['CLA-005', 'GIR-004', 'LIR-006', 'ORQ-003', 'ROS-001', 'TUL-002']],
  ])('filters stockStatus=%s by spec 4 (out at 0, low above 0 and up to the minimum)', async (status, expected) => {
    const { body } = await get(`/api/inventory/products?stockStatus=${status}&sort=sku`);
    expect(skus(body)).toEqual(expected);
    expect(body.items.every((p: ProductView) => status === 'all' || p.stockStatus === status)).toBe(true);
  });

  it.each([
    ['search=rosa', ['CLA-005', 'ROS-001']],
    ['search=ROSA', ['CLA-005', 'ROS-001']],
    ['search=tul-0', ['TUL-002']],
    ['search=750100000002', ['TUL-002']],
    ['search=7501', ['ROS-001', 'TUL-002']],
    ['search=100%25', []],
    ['search=solgir', []], // the end of a name and the start of its SKU are two fields, not one text
    ['search=Gir-004', ['GIR-004']],
    ['search=qu%C3%ADdea', ['ORQ-003']],
    ['category=Ramos', ['CLA-005', 'ROS-001']],
    ['category=ramos', []],
    ['category=Ramos&stockStatus=low_stock', ['CLA-005']],
    ['search=rosa&category=Rosas', ['ROS-001']],
    ['search=&category=&stockStatus=', ['CLA-005', 'GIR-004', 'LIR-006', 'ORQ-003', 'ROS-001', 'TUL-002']],
  ])('filters %s in SQL over name, SKU and barcode', async (query, expected) => {
    const { status, body } = await get(`/api/inventory/products?${query}&sort=sku`);
    expect(status).toBe(200);
    expect(skus(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  const byStock = (a: string, b: string) => FIGURES[a]![0] - FIGURES[b]![0] || ID_OF[a]!.localeCompare(ID_OF[b]!);
  const sorts: Record<string, (a: string, b: string) => number> = {
    sku: (a, b) => a.localeCompare(b),
    name: (a, b) => NAMES[a]!.toLowerCase().localeCompare(NAMES[b]!.toLowerCase()),
    stock: byStock,
    price: (a, b) => FIGURES[a]![1] - FIGURES[b]![1],
  };
  it.each(
    Object.keys(sorts).flatMap((sort) => [
      [sort, 'asc'],
      [sort, 'desc'],
    ]),
  )('sorts by %s %s (id breaks ties)', async (sort, order) => {
    const ascending = Object.keys(FIGURES).sort(sorts[sort]);
    const { body } = await get(`/api/inventory/products?sort=${sort}&order=${order}`);
    expect(skus(body)).toEqual(order === 'asc' ? ascending : ascending.reverse());
  });

  it('pages through the filtered list with the total of all pages', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((p) => get(`/api/inventory/products?sort=sku&pageSize=2&page=${p}`)),
    );
    expect(pages.map((p) => skus(p.body))).toEqual([
      ['CLA-005', 'GIR-004'],
      ['LIR-006', 'ORQ-003'],
      ['ROS-001', 'TUL-002'],
      [],
    ]);
    expect(pages[1]!.body).toMatchObject({ total: 6, page: 2, pageSize: 2, pageCount: 3 });
    const none = await get('/api/inventory/products?search=nada');
    expect(none.body).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['sort=color', 'sort'],
    ['order=up', 'order'],
    ['stockStatus=few', 'stockStatus'],
    ['page=10000&pageSize=100', 'page'],
  ])('refuses %s with a 400 problem naming %s', async (query, path) => {
    const { status, body, type } = await get(`/api/inventory/products?${query}`);
    expect(status).toBe(400);
    expect(type).toContain('application/problem+json');
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe('GET /api/inventory/summary', () => {
  it('answers the four cards over the whole catalogue, value in pesos', async () => {
    const { status, body } = await get('/api/inventory/summary');
    expect(status).toBe(200);
    // 55 × 48 + 3 × 30 + 100 × 20.25 + 8 × 12
    expect(body).toEqual({ totalProducts: 6, totalValue: 4851, lowStock: 2, outOfStock: 2 });
  });
});

describe('GET /api/inventory/products/lookup', () => {
  it.each([
    [ROSA_BARCODE, 'ROS-001'],
    ['orq-003', 'ORQ-003'],
    ['  GIR-004 ', 'GIR-004'],
  ])('finds %s by barcode or SKU (any case)', async (code, sku) => {
    const { status, body } = await get(`/api/inventory/products/lookup?code=${encodeURIComponent(code)}`);
    expect(status).toBe(200);
    expect(body.sku).toBe(sku);
  });

  it('answers 404 "Producto no encontrado." for an unknown code, and matches no part of one', async () => {
    for (const code of ['999', 'ROS', '750100000001']) {
      const { status, body } = await get(`/api/inventory/products/lookup?code=${code}`);
      expect(status).toBe(404);
      expect(body.detail).toBe('Producto no encontrado.');
    }
  });

  it('refuses a missing code with 400', async () => {
    expect((await get('/api/inventory/products/lookup')).status).toBe(400);
    expect((await get('/api/inventory/products/lookup?code=%20')).status).toBe(400);
  });
});

describe('GET /api/inventory/products/:id', () => {
  it('answers the product with its stock per location of ours (consigned apart)', async () => {
    const { status, body } = await get(`/api/inventory/products/${IDS.rosa}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ sku: 'ROS-001', currentStock: 55, consignedStock: 4, price: 48 });
    expect(body.stockByLocation).toEqual([
      { locationId: MAIN, quantity: 40 },
      { locationId: NORTH, quantity: 15 },
    ]);
  });

  it('answers no locations for a product never stocked, and 404 for an unknown product', async () => {
    const never = await get(`/api/inventory/products/${IDS.orquidea}`);
    expect(never.body).toMatchObject({ currentStock: 0, stockStatus: 'out_of_stock', stockByLocation: [] });
    const missing = await get('/api/inventory/products/00000000-0000-4000-8000-000000000099');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'PRODUCT.NOT_FOUND', detail: 'Producto no encontrado.' });
  });
});

describe('GET /api/inventory/categories and /locations', () => {
  it('lists every category once, sorted', async () => {
    expect((await get('/api/inventory/categories')).body).toEqual([
      'Claveles',
      'Girasoles',
      'Lirios',
      'Orquídeas',
      'Ramos',
      'Rosas',
      'Tulipanes',
    ]);
  });

  it('lists our locations, never the consignment pseudo-location', async () => {
    expect((await get('/api/inventory/locations')).body).toEqual([MAIN, NORTH]);
  });
});
