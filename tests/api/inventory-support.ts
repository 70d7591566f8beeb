import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { productDecider, productStream, type KnownProduct, type ProductEvent } from '../../domain/inventory';
import { useFreshCommandApi } from '../support/command-api';

// The inventory's command routes on a fresh database, signed in as the owner.

export const roses = (over: Record<string, unknown> = {}) => ({
  name: 'Rosa roja Freedom (docena)',
  sku: 'ROS-001',
  barcode: '7501234180013',
  price: 450,
  wholesalePrice: 270.5,
  currentStock: 10,
  minStockLevel: 3,
  category: 'Rosas',
  location: 'Cámara fría',
  ...over,
});

export function useInventoryApi(prefix: string) {
  const { owner, freshApi } = useFreshCommandApi(prefix);

  async function inventoryApi() {
    const api = await freshApi();
    const { app, store, database } = api;
    const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method, url, payload, headers: { authorization: `Bearer ${owner}`, ...headers } });
    const addProduct = (body: object, headers?: Record<string, string>) =>
      send('POST', '/api/inventory/products', body, headers);
    const move = (body: object, headers?: Record<string, string>) =>
      send('POST', '/api/inventory/movements', body, headers);
    const importCsv = (csv: string, query = '') =>
      app.inject({
        method: 'POST',
        url: `/api/inventory/import${query}`,
        payload: csv,
        headers: { authorization: `Bearer ${owner}`, 'content-type': 'text/csv' },
      });
    const events = async (productId: string) =>
      (await store.readStream(productStream(productId))) as unknown as (ProductEvent & {
        metadata: { commandId: string };
      })[];
    /** The product as the decider sees it, replayed from its whole stream. */
    const product = async (productId: string) =>
      (await events(productId)).reduce(
        (s, e) => productDecider.evolve(s, { type: e.type, data: e.data } as ProductEvent),
        productDecider.initialState(),
      ) as KnownProduct;
    const countEvents = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from events`.execute(database.db)).rows[0]!.n);
    /** Adds a product and answers its id. */
    const added = async (over: Record<string, unknown> = {}) => {
      const res = await addProduct(roses(over));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    return { ...api, send, addProduct, move, importCsv, events, product, countEvents, added };
  }
  return { owner, inventoryApi };
}

/** A refusal as problem+json with its code; answers the body. */
export function expectProblem(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({ status, code });
  return body as { detail: string; errors?: { path: string; message: string }[] };
}
