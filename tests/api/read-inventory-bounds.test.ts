import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '../../domain/shared';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { bearer } from './read-fixtures';

// Figures that do not fit: the sums behind the inventory cards and the warehouse dashboard are
// numeric in SQL (no 'bigint out of range' for everyone), and a sum a JavaScript number cannot hold
// exactly is answered as null, never as a number that is off by some pesos.

const warehouse = bearer(['warehouse']);
const at = '2026-03-02T10:00:00.000Z';
let shop: InventoryShop;
let app: FastifyInstance;

beforeAll(async () => {
  shop = await openInventoryShop('read_bounds');
  app = await shop.app();
});
afterAll(async () => shop?.close());

const get = async (url: string) => {
  const res = await app.inject({ url, headers: warehouse });
  return { status: res.statusCode, body: res.json() };
};

describe('sums of stock value', () => {
  it('are exact while they fit', async () => {
    await shop.addProduct({ name: 'Rosa', sku: 'R-1', price: 10.05, currentStock: 3, category: 'Rosas' }, { at });
    await shop.project();
    expect((await get('/api/inventory/summary')).body.totalValue).toBe(30.15);
  });

  it('are null, not rounded, past what a JavaScript number holds exactly (each product within its bounds)', async () => {
    // Ten products at the largest price and almost the largest stock: 9,999,989,990,000,010 centavos in all.
    for (let i = 0; i < 10; i++) {
      await shop.addProduct(
        {
          name: `Orquídea ${i}`,
          sku: `ORQ-${i}`,
          price: 9_999_999.99,
          currentStock: MAX_QUANTITY - 1,
          category: 'Orquídeas',
        },
        { at },
      );
    }
    await shop.project();
    const summary = await get('/api/inventory/summary');
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ totalProducts: 11, totalValue: null });
    const dashboard = await get('/api/inventory/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.valueByCategory).toEqual(
      expect.arrayContaining([
        { category: 'Orquídeas', products: 10, value: null },
        { category: 'Rosas', products: 1, value: 30.15 },
      ]),
    );
  });

  it('answer 200 for everyone even over a price kept before the bounds (1e16 pesos)', async () => {
    await sql`update inventory_products set price_cents = 1000000000000000000 where sku = 'ORQ-0'`.execute(shop.db);
    const summary = await get('/api/inventory/summary');
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.totalValue).toBeNull();
    expect((await get('/api/inventory/dashboard')).status).toBe(200);
  });
});
