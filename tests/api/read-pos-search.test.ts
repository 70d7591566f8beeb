import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterProductList } from '../../domain/pos';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { bearer } from './read-fixtures';

// The counter's product search (issue 43): by name as the catalogue finds it, and by the start of a
// SKU or barcode, case aside — what a cashier types or a scanner sends. Only active products; only
// the counter's staff read it.

let shop: InventoryShop;
let app: FastifyInstance;
const at = { at: '2026-03-01T09:00:00.000Z' };
const cashier = bearer(['cashier']);

beforeAll(async () => {
  shop = await openInventoryShop('read_pos_search');
  const add = (name: string, sku: string, more: object = {}) =>
    shop.addProduct({ name, sku, price: 20, category: 'Flores', ...more }, at);
  await add('Girasol grande', 'GIR-001', { barcode: '7501000000011', price: 12.5 });
  await add('Girasol mini', 'GIR-002');
  await add('Ramo de girasoles', 'RAM-010');
  await add('Rosa roja', 'ROS-001', { barcode: '7502000000028' });
  const gone = await add('Girasol viejo', 'GIR-003');
  await shop.update(gone, { status: 'inactive' }, at);
  await shop.project(20);
  app = await shop.app();
});
afterAll(async () => shop?.close());

async function search(text: string, headers = cashier) {
  const res = await app.inject({ url: `/api/pos/products?search=${encodeURIComponent(text)}`, headers });
  return { status: res.statusCode, body: res.json() as CounterProductList };
}
const skus = async (text: string) => (await search(text)).body.items.map((p) => p.sku);

describe('GET /api/pos/products', () => {
  it('finds a product by its exact SKU, whatever the case, with what the ticket needs', async () => {
    const found = await search('GIR-001');
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([
      expect.objectContaining({ sku: 'GIR-001', name: 'Girasol grande', price: 12.5 }),
    ]);
    expect(Object.keys(found.body.items[0]!).sort()).toEqual(['barcode', 'id', 'name', 'price', 'sellBy', 'sku']);
    expect(await skus('gir-001')).toEqual(['GIR-001']);
  });

  it('finds by the start of a SKU or barcode, exact codes first, and by name; never an inactive product', async () => {
    expect(await skus('gir-0')).toEqual(['GIR-001', 'GIR-002']);
    expect(await skus('7501000000011')).toEqual(['GIR-001']);
    expect(await skus('75020')).toEqual(['ROS-001']);
    expect(await skus('girasol')).toEqual(['GIR-001', 'GIR-002', 'RAM-010']);
    expect(await skus('000000011')).toEqual([]); // a barcode's middle is no prefix
    expect(await skus('%_')).toEqual([]); // wildcards are plain text
  });

  it('refuses a search too short or too long, and anyone but the counter staff', async () => {
    expect((await search('g')).status).toBe(400);
    expect((await search('x'.repeat(101))).status).toBe(400);
    expect((await search('GIR-001', bearer(['client']))).status).toBe(403);
    expect((await search('GIR-001', bearer(['pos_supervisor']))).status).toBe(200);
  });
});
