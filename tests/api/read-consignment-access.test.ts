import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './read-fixtures';
import { AGREEMENTS, ANA, BOSS, openConsignmentSample, PARTNERS, PRODUCTS, T } from './read-consignment-sample';
import type { ConsignmentShop } from './read-consignment-shop';

// An agreement's event history (who registered each sale, return and the settlement), who may read
// anything of consignment, and reads that wait for the caller's own write.

const warehouse = bearer(['warehouse']);
let shop: ConsignmentShop;
let app: FastifyInstance;

beforeAll(async () => {
  shop = await openConsignmentSample('read_cons_access');
  app = await shop.app();
});
afterAll(async () => shop?.close());

async function get(url: string, headers: Record<string, string> = warehouse) {
  const res = await app.inject({ url, headers });
  return { status: res.statusCode, body: res.json(), type: res.headers['content-type'] };
}

describe('GET /api/consignment/agreements/:id/history', () => {
  it('answers every event of the agreement, oldest first, with who registered it', async () => {
    const { status, body } = await get(`/api/consignment/agreements/${AGREEMENTS.a1}/history`);
    expect(status).toBe(200);
    expect(
      body.map((e: { revision: number; type: string; occurredAt: string }) => [e.revision, e.type, e.occurredAt]),
    ).toEqual([
      [0, 'AgreementCreated', T.a1],
      [1, 'ConsignmentSaleRegistered', T.a1Sale1],
      [2, 'ConsignmentSaleRegistered', T.a1Sale2],
      [3, 'ConsignmentReturnRegistered', T.a1Return],
      [4, 'AgreementSettled', T.a1Settled],
    ]);
    expect(body.map((e: { actor: unknown }) => e.actor)).toEqual([
      { userId: ANA.id, name: ANA.name },
      { userId: ANA.id, name: ANA.name },
      { userId: BOSS, name: null },
      { userId: ANA.id, name: ANA.name },
      { userId: BOSS, name: null },
    ]);
    expect(body[1].data.lines[1]).toMatchObject({
      productId: PRODUCTS.tulipan,
      quantity: 5,
      requestedQuantity: 7,
    });
    expect(body[4].data).toMatchObject({
      notes: 'Pagado por transferencia',
      returnedLines: [{ productId: PRODUCTS.rosa, quantity: 4 }],
    });
  });

  it('answers 404 for an agreement with no events', async () => {
    const { status, body } = await get('/api/consignment/agreements/00000000-0000-4000-8000-000000000099/history');
    expect(status).toBe(404);
    expect(body.detail).toBe('Acuerdo no encontrado.');
  });
});

describe('who may read consignment', () => {
  const urls = [
    '/api/consignment/partners',
    `/api/consignment/partners/${PARTNERS.casaAzul}`,
    '/api/consignment/agreements',
    `/api/consignment/agreements/${AGREEMENTS.a1}`,
    `/api/consignment/agreements/${AGREEMENTS.a1}/history`,
    '/api/consignment/summary',
    `/api/consignment/agreements/${AGREEMENTS.a1}/statement.pdf`,
  ];

  it.each(urls)(
    '%s: 401 without a token, 403 for client and cashier, 200 for warehouse, admin and owner',
    async (url) => {
      expect((await app.inject({ url })).statusCode).toBe(401);
      for (const role of ['client', 'cashier', 'accounting'])
        expect((await get(url, bearer([role]))).status, role).toBe(403);
      for (const role of ['warehouse', 'admin', 'owner'])
        expect((await app.inject({ url, headers: bearer([role]) })).statusCode, role).toBe(200);
    },
  );
});

describe('read-your-writes', () => {
  it('waits for the consignment model to pass ?minPosition before answering', async () => {
    const [sale] = await shop.sell(AGREEMENTS.a2, [{ productId: PRODUCTS.girasol, quantity: 1 }], {
      at: '2026-03-21T10:00:00.000Z',
    });
    const url = `/api/consignment/agreements/${AGREEMENTS.a2}?minPosition=${encodeURIComponent(sale!.position)}`;
    const pending = app.inject({ url, headers: warehouse });
    await shop.projectAll();
    const res = await pending;
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ soldQuantity: 5, remaining: 15 });
  });
});
