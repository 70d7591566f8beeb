import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { bearer } from './read-fixtures';

// What the catalogue refuses: unknown parameters, searches and pages out of bounds, junk of every
// kind — always a 400 problem in Spanish naming the field, never a 5xx.

let shop: InventoryShop;
let app: FastifyInstance;
const client = bearer(['client']);

beforeAll(async () => {
  shop = await openInventoryShop('read_catalog_input');
  await shop.addProduct(
    { name: 'Rosa roja', sku: 'ROS-001', price: 45, currentStock: 3 },
    { at: '2026-03-01T09:00:00Z' },
  );
  await shop.project();
  app = await shop.app();
});
afterAll(async () => shop?.close());

async function get(url: string) {
  const res = await app.inject({ url, headers: client });
  return { status: res.statusCode, body: res.json() };
}

describe('the catalogue refuses bad parameters with a Spanish 400', () => {
  it('refuses an unknown parameter, naming it', async () => {
    for (const url of [
      '/api/catalog/products?pageSize=100',
      '/api/catalog/products?stockStatus=in_stock',
      '/api/catalog/categories?sort=name',
      '/api/catalog/products/x?expand=stock',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.code).toBe('VALIDATION');
      const key = url.split('?')[1]!.split('=')[0];
      expect(body.errors, url).toEqual([{ path: key, message: 'Parámetro desconocido.' }]);
    }
  });

  it('bounds the search at 100 characters and the category at 60', async () => {
    expect((await get(`/api/catalog/products?search=${'a'.repeat(100)}`)).status).toBe(200);
    const search = await get(`/api/catalog/products?search=${'a'.repeat(101)}`);
    expect(search).toMatchObject({ status: 400, body: { errors: [{ path: 'search' }] } });
    expect(search.body.detail).toContain('La búsqueda admite como máximo 100 caracteres.');
    const category = await get(`/api/catalog/products?category=${'a'.repeat(61)}`);
    expect(category).toMatchObject({ status: 400, body: { errors: [{ path: 'category' }] } });
    expect(category.body.detail).toContain('como máximo 60 caracteres');
  });

  it('takes pages 1 to 10,000 only, as whole numbers', async () => {
    for (const page of ['0', '-1', '1.5', 'abc', '10001', '1e9', 'Infinity', ' ']) {
      const { status, body } = await get(`/api/catalog/products?page=${encodeURIComponent(page)}`);
      expect(status, page).toBe(400);
      expect(body.errors, page).toEqual([
        { path: 'page', message: 'La página debe ser un número entero entre 1 y 10000.' },
      ]);
    }
    expect((await get('/api/catalog/products?page=10000')).status).toBe(200);
  });

  it('reads an empty parameter as not given', async () => {
    const { status, body } = await get('/api/catalog/products?search=&category=&page=');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 1, page: 1 });
  });

  it('refuses a parameter given twice', async () => {
    for (const url of ['/api/catalog/products?search=a&search=b', '/api/catalog/products?page=1&page=2']) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.detail).not.toMatch(/Invalid input/);
    }
  });

  it('refuses NUL and URLs that do not decode at the edge', async () => {
    for (const url of [
      '/api/catalog/products?search=%00',
      '/api/catalog/products/%E0%A4%A',
      '/api/catalog/products/%00',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.detail).toBeTruthy();
    }
  });

  it('checks ?minPosition like every read', async () => {
    expect((await get('/api/catalog/products?minPosition=nonsense')).status).toBe(400);
    expect((await get('/api/catalog/categories?minPosition=')).status).toBe(400);
  });

  it('never answers 5xx to junk', async () => {
    const junk = [
      "'",
      '"',
      '\\',
      '%25',
      '%5F',
      ')--',
      '[]',
      '{}',
      '\u200b',
      '😀',
      'ß'.repeat(100),
      'é'.repeat(50),
      '\udc00',
    ];
    for (const j of junk) {
      // A lone surrogate cannot be percent-encoded as UTF-8; its encoding's bytes stand in for it.
      const v = j === '\udc00' ? '%ED%B0%80' : j.startsWith('%E0') ? j : encodeURIComponent(j);
      for (const url of [
        `/api/catalog/products?search=${v}`,
        `/api/catalog/products?category=${v}`,
        `/api/catalog/products?page=${v}`,
        `/api/catalog/products/${v}`,
        `/api/catalog/products?search[x]=${v}`,
      ]) {
        const { status } = await get(url);
        expect(status, url).toBeLessThan(500);
      }
    }
    // Past the router's 100 characters of a path parameter: the framework's 414, as problem+json.
    const long = await app.inject({ url: `/api/catalog/products/${'x'.repeat(101)}`, headers: client });
    expect(long.statusCode).toBe(414);
    expect(long.headers['content-type']).toContain('application/problem+json');
  });
});
