import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductView } from '../../domain/inventory';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { bearer } from './read-fixtures';

// The inventory list's pages are kept until the inventory next changes (issue 42, as the storefront's
// catalogue): a repeat between two changes is not read again; a change shows once the projection
// tells of it, and at once to a read with ?minPosition.

let shop: InventoryShop;
let app: FastifyInstance;
let id: string;
const at = { at: '2026-03-01T09:00:00.000Z' };
const warehouse = bearer(['warehouse']);

beforeAll(async () => {
  shop = await openInventoryShop('read_inv_kept');
  id = await shop.addProduct({ name: 'Nardo', sku: 'NAR-001', price: 20, currentStock: 4, category: 'Nardos' }, at);
  await shop.project(20);
  app = await shop.app();
});
afterAll(async () => shop?.close());

const nardo = async (query = '') => {
  const res = await app.inject({ url: `/api/inventory/products?search=Nardo${query}`, headers: warehouse });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: ProductView[] }).items[0]!;
};

describe('the inventory list between two changes', () => {
  it('answers a repeat from the kept page, a change once told of it, and at once with ?minPosition', async () => {
    expect((await nardo()).price).toBe(20);
    // A row changed behind the projection's back (no notice): the kept page still answers.
    await sql`update inventory_products set price_cents = 2100 where id = ${id}`.execute(shop.db);
    expect((await nardo()).price).toBe(20);
    expect((await nardo('&pageSize=5')).price).toBe(21); // another page: read afresh
    const [changed] = await shop.update(id, { price: 25 }, at);
    await shop.project(20);
    expect((await nardo(`&minPosition=${changed!.position}`)).price).toBe(25);
    await vi.waitFor(async () => expect((await nardo()).price).toBe(25));
  });
});
