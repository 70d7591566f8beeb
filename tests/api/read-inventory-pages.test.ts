import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productStream, type ProductView } from '../../domain/inventory';
import { rebuildProjection } from '../../projections/engine/rebuild';
import type { ReadModels } from '../../projections/read-models';
import { projectionNamed } from '../../projections/registry';
import { productPageJson } from '../../read-api/inventory/queries/product-page';
import { allProducts, type ProductFilter, type ProductOrder } from '../../read-api/inventory/queries/products';
import { toProductView } from '../../read-api/inventory/to-response/views';
import { benchProductId, loadMovements, loadProducts } from '../bench/inventory-data';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { bearer } from './read-fixtures';

// The inventory list's page as issue 42 writes it (read-api/inventory/queries/product-page.ts):
// Postgres writes the items (equal to toProductView), the total is a row of inventory_counts (equal
// to a count, rebuilt equal to live), deep offsets may be read from the far end, and `after` (keyset)
// answers the same pages as the offsets. Over 1,200 products loaded as the bench loads them, beside
// a few hand-made ones at the edges (two categories, one listed twice, none, no barcode) and two whose
// details move them to another status and category.

const warehouse = bearer(['warehouse']);
const PRODUCTS = 1_200;
let shop: InventoryShop;
let app: FastifyInstance;

/** A ProductAdded appended as is (no decider), so a category can be listed twice or be ''. */
async function addRaw(sku: string, over: Record<string, unknown>) {
  const productId = randomUUID();
  const at = '2026-02-01T10:00:00.123Z';
  const data = {
    productId,
    sku,
    name: `Borde ${sku}`,
    barcode: null,
    description: '',
    priceCents: 5000,
    wholesalePriceCents: null,
    minStockLevel: 0,
    categories: [],
    images: [],
    location: 'Almacén principal',
    status: 'active',
    addedAt: at,
    ...over,
  };
  const metadata = {
    commandId: productId,
    correlationId: productId,
    causationId: productId,
    actor: { userId: 'u', roles: [] },
    source: { app: 'test' },
    occurredAt: at,
    schemaVersion: 1,
  };
  await shop.store.appendToStream(productStream(productId), [{ type: 'ProductAdded', data, metadata }], {
    expected: 'no_stream',
  });
}

beforeAll(async () => {
  shop = await openInventoryShop('inv_pages');
  await loadProducts(shop.db, PRODUCTS);
  await loadMovements(shop.db, PRODUCTS, 0, 3);
  await addRaw('EDGE-1', { categories: ['Rosas', 'Rosas', 'Ramos'], priceCents: 12_345 });
  await addRaw('EDGE-2', { categories: ['', 'Ramos'], barcode: '750', wholesalePriceCents: 999 });
  await addRaw('EDGE-3', { categories: [], minStockLevel: 5, priceCents: 90_071_992_547_409 });
  // Moved to another status and into a second category by its details, in a later batch than its add.
  const later = { at: '2026-03-01T00:00:00.000Z' };
  await shop.update(benchProductId(8), { categories: ['Rosas', 'Follaje'], minStockLevel: 1 }, later);
  await shop.update(benchProductId(9), { categories: ['Arreglos'], minStockLevel: 100 }, later);
  await shop.project(97, ['inventory']);
  app = await shop.app();
}, 120_000);
afterAll(async () => shop?.close());

type Page = { items: ProductView[]; total: number; page: number; pageSize: number; pageCount: number };
async function list(query: string): Promise<Page> {
  const res = await app.inject({ url: `/api/inventory/products?${query}`, headers: warehouse });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (items: { id: string }[]) => items.map((p) => p.id);
const db = () => shop.db as unknown as Kysely<ReadModels>;

const LISTS: [string, ProductFilter, ProductOrder][] = [
  ['sort=sku&order=asc', {}, { sort: 'sku', order: 'asc' }],
  ['sort=name&order=desc', {}, { sort: 'name', order: 'desc' }],
  ['sort=stock&order=asc&stockStatus=low_stock', { stockStatus: 'low_stock' }, { sort: 'stock', order: 'asc' }],
  ['sort=price&order=desc&category=Rosas', { category: 'Rosas' }, { sort: 'price', order: 'desc' }],
  [
    'sort=price&order=asc&category=Arreglos&stockStatus=in_stock',
    { category: 'Arreglos', stockStatus: 'in_stock' },
    { sort: 'price', order: 'asc' },
  ],
  ['sort=name&order=asc&search=rosa', { search: 'rosa' }, { sort: 'name', order: 'asc' }],
  [
    'sort=stock&order=desc&search=BEN-000&category=Lirios',
    { search: 'BEN-000', category: 'Lirios' },
    { sort: 'stock', order: 'desc' },
  ],
];

describe('GET /api/inventory/products, one statement a page', () => {
  it('writes each product as toProductView does, field for field', async () => {
    const { rows } = await sql`select * from inventory_products`.execute(shop.db);
    const expected = new Map(
      rows.map((r) => [(r as { id: string }).id, JSON.parse(JSON.stringify(toProductView(r as never)))]),
    );
    const seen: ProductView[] = [];
    for (let page = 1; seen.length < rows.length; page++)
      seen.push(...(await list(`sort=sku&pageSize=100&page=${page}`)).items);
    expect(seen).toHaveLength(PRODUCTS + 3);
    for (const p of seen) expect(p).toEqual(expected.get(p.id));
  });

  it.each(LISTS)('pages %s in the order and with the total of the whole filtered list', async (query, f, o) => {
    const all = ids(await allProducts(db(), f, o));
    expect(all.length).toBeGreaterThan(0);
    for (const size of [100, 7]) {
      const pages = Math.ceil(all.length / size) + 1; // and one past the end
      for (let page = 1; page <= pages; page += size === 7 ? 11 : 1) {
        const answer = await list(`${query}&pageSize=${size}&page=${page}`);
        expect(answer.total).toBe(all.length);
        expect(ids(answer.items), `page ${page} of ${size}`).toEqual(all.slice((page - 1) * size, page * size));
      }
    }
  });

  it.each(LISTS)('walks %s with `after` through the same pages as the offsets', async (query) => {
    let after = '';
    for (let page = 1; ; page++) {
      const byOffset = await list(`${query}&pageSize=100&page=${page}`);
      const byKey = await list(`${query}&pageSize=100&page=${page}${after && `&after=${after}`}`);
      expect(byKey).toEqual(byOffset);
      if (byOffset.items.length < 100) break;
      after = byOffset.items.at(-1)!.id;
    }
  });

  it.each(LISTS)('answers %s alike from prepared statements (a pool) and from Kysely', async (_query, f, o) => {
    const all = ids(await allProducts(db(), f, o));
    // Past five runs of a statement Postgres may plan it once for any values: every page is checked.
    for (let run = 0; run < 2; run++)
      for (let page = 1; page <= Math.ceil(all.length / 100) + 1; page++) {
        const wanted = { page, pageSize: 100, after: page > 1 && run === 1 ? all[(page - 1) * 100 - 1] : undefined };
        const prepared = await productPageJson(shop.pool, f, o, wanted);
        expect(prepared).toEqual(await productPageJson(db(), f, o, wanted));
        expect(ids(JSON.parse(prepared!.items))).toEqual(all.slice((page - 1) * 100, page * 100));
      }
  });

  it('answers a deep page by its `after` where the offset is refused', async () => {
    const all = ids(await allProducts(db(), {}, { sort: 'sku', order: 'asc' }));
    const deep = await list(`sort=sku&pageSize=100&page=5000&after=${all[599]}`);
    expect(ids(deep.items)).toEqual(all.slice(600, 700));
    const refused = await app.inject({ url: '/api/inventory/products?page=5000&pageSize=100', headers: warehouse });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses an `after` that names no product, naming the field', async () => {
    const res = await app.inject({ url: `/api/inventory/products?after=${randomUUID()}`, headers: warehouse });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'after' }] });
  });
});

/** Every row of a view, in a total order, as text: equal lists mean equal tables. */
async function rowsOf(on: QueryExecutorProvider, view: string): Promise<string[]> {
  const { rows } = await sql<{ t: string }>`select t::text as t from ${sql.table(view)} t order by 1`.execute(on);
  return rows.map((r) => r.t);
}

describe('inventory_counts', () => {
  it('holds what a count over the products says, for every category and status and for any', async () => {
    const { rows } = await sql<{ t: string }>`
      select row(c, s, count(distinct p.id)::int)::text as t
      from inventory_products as p
      cross join lateral unnest(p.categories || ''::text) as c
      cross join lateral (values (p.stock_status), ('')) as st(s)
      group by c, s order by 1`.execute(shop.db);
    const counts = await rowsOf(shop.db, 'inventory_counts');
    expect(counts).toEqual(rows.map((r) => r.t).sort());
    expect(counts).toContain(`("","",${PRODUCTS + 3})`);
    expect(counts).toContain('(Rosas,"",151)'); // 150 loaded, and EDGE-1 once though it lists Rosas twice
    expect(counts).toContain('(Follaje,"",151)'); // and product 8 since its details
  });

  it('is rebuilt row for row as live batches wrote it', async () => {
    const live = await rowsOf(shop.db, 'inventory_counts');
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projectionNamed('inventory')!, {
      batchSize: 1_013,
    });
    expect(await rowsOf(shop.db, 'inventory_counts')).toEqual(live);
  });
});
