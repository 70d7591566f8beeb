import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSIGNED, type MovementView } from '../../domain/inventory';
import { ANA, IDS, MAIN, NORTH, openSample, T, type Sample } from './inventory-sample';
import { bearer } from './read-fixtures';

// The ledger side of inventory: each product's history with who did it, the movement ledger and
// its filters, stock as of a moment, the warehouse dashboard.

const warehouse = bearer(['warehouse']);
let sample: Sample;
let app: FastifyInstance;

beforeAll(async () => {
  sample = await openSample('read_ledger');
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
const types = (items: MovementView[]) => items.map((m) => m.type);

describe('GET /api/inventory/products/:id/history', () => {
  it("answers every event of the product's stream, oldest first, with the actor's name when known", async () => {
    const { status, body } = await get(`/api/inventory/products/${IDS.rosa}/history`);
    expect(status).toBe(200);
    expect(body.map((e: { revision: number; type: string }) => [e.revision, e.type])).toEqual([
      [0, 'ProductAdded'],
      [1, 'StockMoved'],
      [2, 'StockMoved'],
      [3, 'StockMoved'],
      [4, 'StockMoved'],
      [5, 'StockMoved'],
      [6, 'StockMoved'],
      [7, 'StockMoved'],
      [8, 'StockMoved'],
      [9, 'ProductDetailsUpdated'],
      [10, 'ProductPriceChanged'],
    ]);
    expect(body[2]).toMatchObject({
      occurredAt: T.purchase,
      actor: { userId: ANA.id, name: ANA.name },
      data: { type: 'purchase', quantity: 20, notes: 'Proveedor Holanda' },
    });
    expect(body[0].actor).toEqual({ userId: 'u-ware', name: null });
    expect(body[10].data).toMatchObject({ priceCents: 4800, previousPriceCents: 4550 });
  });

  it('answers 404 for a product with no history', async () => {
    const { status, body } = await get('/api/inventory/products/00000000-0000-4000-8000-000000000099/history');
    expect(status).toBe(404);
    expect(body.detail).toBe('Producto no encontrado.');
  });
});

describe('GET /api/inventory/movements', () => {
  it('answers the ledger newest first, with product, actor and source', async () => {
    const { status, body } = await get(`/api/inventory/movements?productId=${IDS.rosa}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 8, page: 1, pageSize: 20, pageCount: 1 });
    expect(types(body.items)).toEqual([
      'adjustment',
      'consignment_return',
      'consignment_sold',
      'consignment_out',
      'transfer',
      'sale',
      'purchase',
      'opening',
    ]);
    const [count] = body.items as MovementView[];
    expect(count).toEqual({
      movementId: expect.any(String),
      productId: IDS.rosa,
      productName: 'Rosa roja',
      sku: 'ROS-001',
      type: 'adjustment',
      quantity: 2,
      locationId: MAIN,
      targetLocationId: null,
      reference: null,
      notes: 'Conteo semanal',
      countedQuantity: 40,
      effects: [{ locationId: MAIN, delta: -2, balanceAfter: 40 }],
      // Issue 44: a line of a product without lots reads as its place's "sin lote"; no waste, no cause.
      lots: [{ lotId: 'sin-lote', locationId: MAIN, delta: -2 }],
      cause: null,
      cost: null,
      actor: { userId: ANA.id, name: ANA.name },
      source: { app: 'backoffice' },
      occurredAt: T.count,
    });
    const sale = body.items.find((m: MovementView) => m.type === 'sale');
    expect(sale).toMatchObject({
      reference: { type: 'pos', id: 'T-1' },
      source: { app: 'backoffice', deviceId: 'pos-7' },
      actor: { userId: 'u-ware', name: null },
    });
  });

  it.each([
    ['type=transfer', ['transfer']],
    [`type=consignment_out&productId=${IDS.rosa}`, ['consignment_out']],
    ['type=opening', ['opening', 'opening', 'opening', 'opening']],
    ['from=2026-03-04&to=2026-03-05', ['consignment_out', 'transfer']],
    ['from=2026-03-04T10:00:00Z&to=2026-03-06T10:00:00Z', ['consignment_sold', 'consignment_out', 'transfer']],
    [`productId=${IDS.orquidea}`, []],
  ])('filters %s in SQL', async (query, expected) => {
    const { status, body } = await get(`/api/inventory/movements?${query}`);
    expect(status).toBe(200);
    expect(types(body.items)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('pages the ledger', async () => {
    const { body } = await get('/api/inventory/movements?pageSize=5&page=3');
    // 4 openings (two products started empty) + 7 on the rose + 3 today = 14 lines.
    expect(body).toMatchObject({ total: 14, page: 3, pageSize: 5, pageCount: 3 });
    expect(types(body.items)).toEqual(['opening', 'opening', 'opening', 'opening']);
  });

  it.each([
    ['type=gift', 'type'],
    ['from=ayer', 'from'],
    ['from=2026-03-05&to=2026-03-01', 'to'],
    ['pageSize=101', 'pageSize'],
  ])('refuses %s with 400 naming %s', async (query, path) => {
    const { status, body } = await get(`/api/inventory/movements?${query}`);
    expect(status).toBe(400);
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe('GET /api/inventory/stock', () => {
  const at = (iso: string, query = '') => get(`/api/inventory/stock?asOf=${encodeURIComponent(iso)}${query}`);

  it('answers the stock at each location of ours as of a moment (the moment itself included)', async () => {
    const { status, body } = await at(T.transfer, `&productId=${IDS.rosa}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      asOf: T.transfer,
      items: [
        { productId: IDS.rosa, sku: 'ROS-001', name: 'Rosa roja', locationId: MAIN, quantity: 50 },
        { productId: IDS.rosa, sku: 'ROS-001', name: 'Rosa roja', locationId: NORTH, quantity: 15 },
      ],
    });
    const before = await at('2026-03-04T09:59:59.999Z', `&productId=${IDS.rosa}`);
    expect(before.body.items).toEqual([expect.objectContaining({ locationId: MAIN, quantity: 65 })]);
  });

  it("answers units on partners' shelves only when asked for that location", async () => {
    const { body } = await at('2026-03-06T12:00:00-05:00', `&location=${encodeURIComponent(CONSIGNED)}`);
    expect(body.items).toEqual([expect.objectContaining({ productId: IDS.rosa, locationId: CONSIGNED, quantity: 6 })]);
  });

  it('answers every product by SKU then location, paged, and nothing before the first line', async () => {
    const { body } = await at('2026-03-01T09:00:00Z');
    expect(body.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity])).toEqual([
      ['CLA-005', 8],
      ['GIR-004', 100],
      ['ROS-001', 50],
      ['TUL-002', 5],
    ]);
    const paged = await at('2026-03-01T09:00:00Z', '&pageSize=3&page=2');
    expect(paged.body.items.map((i: { sku: string }) => i.sku)).toEqual(['TUL-002']);
    expect((await at('2026-02-28T00:00:00Z')).body.items).toEqual([]);
    expect((await at('2026-03-10T00:00:00Z', `&location=${encodeURIComponent(NORTH)}`)).body.items).toEqual([
      expect.objectContaining({ sku: 'GIR-004', quantity: 100 }),
      expect.objectContaining({ sku: 'ROS-001', quantity: 15 }),
    ]);
  });

  it('defaults asOf to now and refuses a time without offset', async () => {
    const now = await get(`/api/inventory/stock?productId=${IDS.tulipan}`);
    expect(now.body.items).toEqual([expect.objectContaining({ quantity: 3 })]);
    expect(Date.parse(now.body.asOf)).toBeGreaterThanOrEqual(Date.parse(sample.today));
    expect((await at('2026-03-01T10:00:00')).status).toBe(400);
  });
});

describe('GET /api/inventory/dashboard', () => {
  it("answers low stock (active, at or under the minimum), today's movements, value by category, recent lines", async () => {
    const { status, body } = await get('/api/inventory/dashboard?tz=America/Mexico_City');
    expect(status).toBe(200);
    expect(body.lowStock).toEqual([
      { productId: IDS.orquidea, name: 'Orquídea blanca', sku: 'ORQ-003', currentStock: 0, minStockLevel: 2 },
      {
        productId: IDS.tulipan,
        name: 'Tulipán amarillo',
        sku: 'TUL-002',
        currentStock: 3,
        minStockLevel: 10,
      },
      { productId: IDS.clavel, name: 'Clavel rosa', sku: 'CLA-005', currentStock: 8, minStockLevel: 8 },
    ]);
    expect(body.today).toEqual({
      movements: 3,
      unitsIn: 4,
      unitsOut: 6,
      byType: [
        { type: 'purchase', movements: 1, units: 4 },
        { type: 'sale', movements: 2, units: 6 },
      ],
    });
    expect(body.valueByCategory).toEqual([
      { category: 'Ramos', products: 2, value: 2736 },
      { category: 'Rosas', products: 1, value: 2640 },
      { category: 'Girasoles', products: 1, value: 2025 },
      { category: 'Claveles', products: 1, value: 96 },
      { category: 'Tulipanes', products: 1, value: 90 },
      { category: 'Lirios', products: 1, value: 0 },
      { category: 'Orquídeas', products: 1, value: 0 },
    ]);
    expect(body.recentMovements).toHaveLength(10);
    expect(body.recentMovements.slice(0, 3).map((m: MovementView) => [m.sku, m.type])).toEqual([
      ['CLA-005', 'sale'],
      ['CLA-005', 'purchase'],
      ['TUL-002', 'sale'],
    ]);
  });

  it('refuses an unknown time zone with 400', async () => {
    expect((await get('/api/inventory/dashboard?tz=Mars/Olympus')).status).toBe(400);
  });
});
