import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogDebugAnswer, CatalogProblemKind } from '../../domain/catalog';
import { productStream, type ProductAdded } from '../../domain/inventory';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { bearer } from './read-fixtures';

// Issue 20's /flower-catalog-debug: GET /api/catalog-debug over the real inventory projection. One
// product per kind of problem, one product with none (never listed), and the screen's rule (admin, owner).

let shop: InventoryShop;
let app: FastifyInstance;
const at = { at: '2026-11-20T15:00:00.000Z' };
const ids: Record<string, string> = {};

/** What a product looks like when nothing is wrong with it; each seeded product breaks one thing. */
const sound = (n: number) => ({
  sku: `DBG-${n}`,
  price: 25,
  images: [`https://img.flora.test/${n}.jpg`],
  category: 'Rosas',
  currentStock: 10,
  minStockLevel: 2,
});

/**
 * A product as an old import wrote it, before AddProduct refused a zero price or no category: the
 * read model still holds such products, which is what the debug screen is for.
 */
async function legacyProduct(name: string, sku: string, priceCents: number, categories: string[]) {
  const productId = randomUUID();
  const data: ProductAdded['data'] = {
    productId,
    sku,
    name,
    barcode: null,
    description: '',
    minStockLevel: 0,
    categories,
    images: ['https://img.flora.test/legacy.jpg'],
    location: 'tienda',
    priceCents,
    wholesalePriceCents: null,
    status: 'active',
    addedAt: at.at,
  };
  const metadata = {
    commandId: productId,
    correlationId: productId,
    causationId: productId,
    actor: { userId: 'u-import', roles: ['warehouse'] },
    source: { app: 'import' },
    occurredAt: at.at,
    schemaVersion: 1,
  };
  await shop.store.appendToStream(productStream(productId), [{ type: 'ProductAdded', data, metadata }], {
    expected: 'no_stream',
  });
  return productId;
}

beforeAll(async () => {
  shop = await openInventoryShop('catalog_debug');
  ids.clean = await shop.addProduct({ ...sound(1), name: 'Rosa roja docena', barcode: '750100000001' }, at);
  ids.noImage = await shop.addProduct({ ...sound(2), name: 'Girasol', images: [] }, at);
  ids.noPrice = await legacyProduct('Lirio rosa', 'DBG-3', 0, ['Lirios']);
  ids.noCategory = await legacyProduct('Orquídea', 'DBG-4', 4500, []);
  ids.nameA = await shop.addProduct({ ...sound(5), name: 'Tulipán blanco' }, at);
  ids.nameB = await shop.addProduct({ ...sound(6), name: ' tulipán BLANCO ' }, at);
  ids.barcodeA = await shop.addProduct({ ...sound(7), name: 'Clavel rojo', barcode: '750100000099' }, at);
  ids.barcodeB = await shop.addProduct({ ...sound(8), name: 'Clavel rosa', barcode: '750100000099' }, at);
  ids.below = await shop.addProduct({ ...sound(9), name: 'Hortensia', currentStock: 1, minStockLevel: 5 }, at);
  ids.inactive = await shop.addProduct({ ...sound(10), name: 'Peonía', status: 'inactive', currentStock: 4 }, at);
  await shop.project();
  app = await shop.app();
});
afterAll(async () => shop?.close());

async function findings(): Promise<CatalogDebugAnswer> {
  const res = await app.inject({ url: '/api/catalog-debug', headers: bearer(['admin']) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CatalogDebugAnswer;
}
const idsOf = (answer: CatalogDebugAnswer, kind: CatalogProblemKind) =>
  answer.items.filter((i) => i.kind === kind).map((i) => i.productId);

describe('GET /api/catalog-debug', () => {
  it('finds each kind of problem on the product that has it, with the link that fixes it', async () => {
    const answer = await findings();
    expect(idsOf(answer, 'no-image')).toEqual([ids.noImage]);
    expect(idsOf(answer, 'no-price')).toEqual([ids.noPrice]);
    expect(idsOf(answer, 'no-category')).toEqual([ids.noCategory]);
    expect(idsOf(answer, 'duplicate-name').sort()).toEqual([ids.nameA, ids.nameB].sort());
    expect(idsOf(answer, 'duplicate-barcode').sort()).toEqual([ids.barcodeA, ids.barcodeB].sort());
    expect(idsOf(answer, 'below-minimum')).toEqual([ids.below]);
    expect(idsOf(answer, 'inactive-with-stock')).toEqual([ids.inactive]);

    const below = answer.items.find((i) => i.kind === 'below-minimum')!;
    expect(below).toEqual({
      kind: 'below-minimum',
      productId: ids.below,
      sku: 'DBG-9',
      name: 'Hortensia',
      status: 'active',
      detail: '1/5',
      fixPath: `/admin/inventory/${ids.below}`,
    });
    expect(answer.notes['below-minimum']).toContain('órdenes de compra');
    expect(answer.counts).toMatchObject({ 'duplicate-name': 2, 'no-image': 1, 'inactive-with-stock': 1 });
  });

  it('never lists a product with nothing wrong', async () => {
    const answer = await findings();
    expect(answer.items.map((i) => i.productId)).not.toContain(ids.clean);
  });

  it('answers the screen rule: the owner too; 401 without a token; 403 for warehouse, client and accounting', async () => {
    expect((await app.inject({ url: '/api/catalog-debug', headers: bearer(['owner']) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/catalog-debug' })).statusCode).toBe(401);
    for (const roles of [['warehouse'], ['client'], ['accounting']])
      expect((await app.inject({ url: '/api/catalog-debug', headers: bearer(roles) })).statusCode, roles[0]).toBe(403);
    expect((await app.inject({ url: '/api/catalog-debug?x=1', headers: bearer(['admin']) })).statusCode).toBe(400);
  });
});
