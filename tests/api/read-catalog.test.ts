import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogProductView } from '../../domain/catalog';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { bearer } from './read-fixtures';

// The storefront's catalogue (issue 14) over the real inventory projection: only active products,
// nothing a customer may not see, inStock from our own places, search, category, pages of 24,
// 404s, categories in Spanish order, and who may read it.

let shop: InventoryShop;
let app: FastifyInstance;
const ids: Record<string, string> = {};
const at = { at: '2026-03-01T09:00:00.000Z' };
const client = bearer(['client']);
const BARCODE = '7501000000011';

beforeAll(async () => {
  shop = await openInventoryShop('read_catalog');
  for (let n = 1; n <= 26; n++) {
    const nn = String(n).padStart(2, '0');
    await shop.addProduct(
      { name: `Arreglo ${nn}`, sku: `ARR-${nn}`, price: 10 + n, currentStock: n % 2, category: 'Arreglos' },
      at,
    );
  }
  ids.rosa = await shop.addProduct(
    {
      name: 'Rosa roja',
      sku: 'ROS-001',
      barcode: BARCODE,
      description: 'Docena de rosas de tallo largo',
      price: 45.5,
      wholesalePrice: 30,
      currentStock: 12,
      minStockLevel: 20,
      category: 'Rosas',
      categories: ['Ramos'],
      images: ['https://img.test/rosa.jpg'],
      location: 'Bodega norte',
    },
    at,
  );
  const add = (name: string, sku: string, category: string, more: object = {}) =>
    shop.addProduct({ name, sku, price: 20, category, ...more }, at);
  ids.tulipan = await add('Tulipán amarillo', 'TUL-002', 'Tulipanes', { description: 'Importado de Holanda' });
  ids.orquidea = await add('Orquídea blanca', 'ORQ-003', 'Orquídeas', { currentStock: 5 });
  ids.nardo = await add('Nardo', 'NAR-004', 'Nardos', { currentStock: 1 });
  ids.nipa = await add('Palma ñipa', 'NIP-005', 'Ñipa', { currentStock: 2 });
  ids.girasol = await add('Girasol', 'GIR-006', 'Girasoles', { currentStock: 9 });
  ids.lirio = await add('Lirio', 'LIR-007', 'Lirios', { currentStock: 9, status: 'discontinued' });
  // All five orchids go to a partner's shelf: ours, but not here to sell.
  await shop.move(
    ids.orquidea,
    { type: 'consignment_out', quantity: 5, reference: { type: 'agreement', id: 'A-1' } },
    at,
  );
  await shop.update(ids.girasol, { status: 'inactive' }, at);
  await shop.project(20);
  app = await shop.app();
});
afterAll(async () => shop?.close());

async function get(url: string, headers: Record<string, string> = client) {
  const res = await app.inject({ url, headers });
  return { status: res.statusCode, body: res.json(), type: res.headers['content-type'] };
}
const names = (body: { items: CatalogProductView[] }) => body.items.map((p) => p.name);
const ARREGLOS = Array.from({ length: 26 }, (_, i) => `Arreglo ${String(i + 1).padStart(2, '0')}`);
const OTHERS = ['Nardo', 'Orquídea blanca', 'Palma ñipa', 'Rosa roja', 'Tulipán amarillo'];
const KEYS = ['categories', 'category', 'description', 'id', 'images', 'inStock', 'name', 'price', 'sku'];

describe('GET /api/catalog/products', () => {
  it("answers active products by name, 24 to a page, in the project's page shape", async () => {
    const { status, body } = await get('/api/catalog/products');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['items', 'page', 'pageCount', 'pageSize', 'total']);
    expect(body).toMatchObject({ total: 31, page: 1, pageSize: 24, pageCount: 2 });
    expect(names(body)).toEqual(ARREGLOS.slice(0, 24));
    const second = await get('/api/catalog/products?page=2');
    expect(names(second.body)).toEqual([...ARREGLOS.slice(24), ...OTHERS]);
    expect(second.body).toMatchObject({ total: 31, page: 2, pageSize: 24 });
  });

  it('shows a customer only what the shop sells: no cost, stock, minimum, place or barcode', async () => {
    const { body } = await get('/api/catalog/products?page=2');
    for (const item of body.items) expect(Object.keys(item).sort()).toEqual(KEYS);
    expect(body.items.find((p: CatalogProductView) => p.id === ids.rosa)).toEqual({
      id: ids.rosa,
      sku: 'ROS-001',
      name: 'Rosa roja',
      description: 'Docena de rosas de tallo largo',
      price: 45.5,
      images: ['https://img.test/rosa.jpg'],
      categories: ['Rosas', 'Ramos'],
      category: 'Rosas',
      inStock: true,
    });
    const text = JSON.stringify(body);
    for (const secret of [BARCODE, 'Bodega norte', 'wholesale', 'currentStock', 'minStockLevel', 'stock_status'])
      expect(text).not.toContain(secret);
  });

  it("is in stock only with units at our own places (a partner's shelf does not count)", async () => {
    const { body } = await get('/api/catalog/products?page=2');
    const inStock = Object.fromEntries(body.items.map((p: CatalogProductView) => [p.name, p.inStock]));
    expect(inStock).toMatchObject({
      Nardo: true,
      'Rosa roja': true,
      'Tulipán amarillo': false,
      'Orquídea blanca': false,
    });
    const first = await get('/api/catalog/products');
    expect(first.body.items.map((p: CatalogProductView) => p.inStock).slice(0, 4)).toEqual([true, false, true, false]);
  });

  it('searches name, description and categories, whatever the case; wildcards are plain text', async () => {
    const search = async (s: string, more = '') =>
      names((await get(`/api/catalog/products?search=${encodeURIComponent(s)}${more}`)).body);
    expect(await search('ROSA')).toEqual(['Rosa roja']);
    expect(await search('holanda')).toEqual(['Tulipán amarillo']);
    expect(await search('tulipán')).toEqual(['Tulipán amarillo']);
    expect(await search('ramos')).toEqual(['Rosa roja']);
    expect(await search('ORQUÍDEAS')).toEqual(['Orquídea blanca']);
    expect(await search('  nardo  ')).toEqual(['Nardo']);
    expect(await search('girasol')).toEqual([]); // inactive
    expect(await search('lirio')).toEqual([]); // discontinued
    expect(await search(BARCODE)).toEqual([]); // a barcode is not the storefront's
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('a', '&category=Ramos')).toEqual(['Rosa roja']);
    const paged = await get('/api/catalog/products?search=arreglo&page=2');
    expect(paged.body).toMatchObject({ total: 26, page: 2, pageCount: 2 });
    expect(names(paged.body)).toEqual(ARREGLOS.slice(24));
  });

  it('filters by a category exactly as the categories list names it', async () => {
    const ramos = await get('/api/catalog/products?category=Ramos');
    expect(names(ramos.body)).toEqual(['Rosa roja']);
    const arreglos = await get('/api/catalog/products?category=Arreglos&page=2');
    expect(arreglos.body).toMatchObject({ total: 26, page: 2 });
    expect(names(arreglos.body)).toEqual(ARREGLOS.slice(24));
    expect((await get('/api/catalog/products?category=Girasoles')).body).toMatchObject({ total: 0, items: [] });
    expect((await get(`/api/catalog/products?category=${encodeURIComponent('Ñipa')}`)).body.total).toBe(1);
  });

  it('answers an empty page past the end with the real total', async () => {
    const { status, body } = await get('/api/catalog/products?page=10000');
    expect(status).toBe(200);
    expect(body).toMatchObject({ items: [], total: 31, page: 10000, pageSize: 24, pageCount: 2 });
  });
});

describe('GET /api/catalog/products/:id', () => {
  it('answers an active product', async () => {
    const { status, body } = await get(`/api/catalog/products/${ids.tulipan}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(KEYS);
    expect(body).toMatchObject({ name: 'Tulipán amarillo', price: 20, inStock: false, category: 'Tulipanes' });
  });

  it('is 404 in Spanish for inactive, discontinued and unknown products', async () => {
    for (const id of [ids.girasol, ids.lirio, '00000000-0000-4000-8000-000000000999', 'no-es-un-id']) {
      const { status, body, type } = await get(`/api/catalog/products/${id}`);
      expect(status, id).toBe(404);
      expect(type).toContain('application/problem+json');
      expect(body).toMatchObject({ code: 'PRODUCT.NOT_FOUND', detail: 'Producto no encontrado.' });
    }
  });
});

describe('GET /api/catalog/categories', () => {
  it('lists the categories of active products with their counts, in Spanish order', async () => {
    const { status, body } = await get('/api/catalog/categories');
    expect(status).toBe(200);
    expect(body).toEqual([
      { category: 'Arreglos', products: 26 },
      { category: 'Nardos', products: 1 },
      { category: 'Ñipa', products: 1 },
      { category: 'Orquídeas', products: 1 },
      { category: 'Ramos', products: 1 },
      { category: 'Rosas', products: 1 },
      { category: 'Tulipanes', products: 1 },
    ]);
  });
});

describe('who may read the catalogue', () => {
  const urls = ['/api/catalog/products', `/api/catalog/products/${'x'}`, '/api/catalog/categories'];

  it('is 401 without a token', async () => {
    for (const url of urls) expect((await app.inject({ url })).statusCode, url).toBe(401);
  });

  it('is 403 for roles without view-catalog', async () => {
    for (const role of ['driver', 'delivery', 'warehouse', 'hr', 'accounting'])
      for (const url of urls) {
        const { status, body } = await get(url, bearer([role]));
        expect(status, `${role} ${url}`).toBe(403);
        expect(body.code).toBe('FORBIDDEN');
      }
  });

  it('opens for client, cashier, pos_supervisor, admin and owner', async () => {
    for (const role of ['client', 'cashier', 'pos_supervisor', 'admin', 'owner'])
      expect((await get('/api/catalog/categories', bearer([role]))).status, role).toBe(200);
  });
});

describe('answers kept between two changes of the inventory', () => {
  it('shows a change on the next read once the projection tells of it; at once with ?minPosition', async () => {
    const nardo = async (query = '') =>
      (await get(`/api/catalog/products?search=Nardo${query}`)).body.items[0] as CatalogProductView;
    const product = async () => (await get(`/api/catalog/products/${ids.nardo}`)).body as CatalogProductView;
    const categories = async () => (await get('/api/catalog/categories')).body as { category: string }[];
    expect((await nardo()).price).toBe(20);
    expect((await product()).price).toBe(20);
    expect((await categories()).map((c) => c.category)).not.toContain('Temporada');
    const [changed] = await shop.update(ids.nardo!, { price: 25, categories: ['Temporada'] }, at);
    await shop.project(20);
    expect((await nardo(`&minPosition=${changed!.position}`)).price).toBe(25);
    await vi.waitFor(async () => {
      expect((await nardo()).price).toBe(25);
      expect((await product()).price).toBe(25);
      expect((await categories()).map((c) => c.category)).toContain('Temporada');
    });
    // Deactivated: gone from the list, the product page and the categories it alone had.
    await shop.update(ids.nardo!, { status: 'inactive' }, at);
    await shop.project(20);
    await vi.waitFor(async () => {
      expect((await get('/api/catalog/products?search=Nardo')).body.total).toBe(0);
      expect((await get(`/api/catalog/products/${ids.nardo}`)).status).toBe(404);
      expect((await categories()).map((c) => c.category)).not.toContain('Temporada');
    });
  });
});
