import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { prepareProjections } from '../../projections/registry';
import { buildReadApi } from '../../read-api/app';
import { catchUp } from '../support/catch-up';
import { createTestDatabase } from '../support/database';
import { expectProblem } from './inventory-support';

// Issue 44 over HTTP: a purchase receives a lot on the shop's day (its time zone, not UTC's), a sale
// takes first-expiring-first-out across two lots, and the read-api lists a product's lots and the
// shop's lots by status against the shop's today; waste is the warehouse's or a supervisor's.

const config = loadConfig({ JWT_SECRET: 'inventory-lots-secret' });
const token = (role: string) => `Bearer ${signToken({ userId: `u-${role}`, roles: [role] }, config.jwtSecret)}`;
// 23:30 on 9 June in New York (the shop's default zone), already 10 June in UTC.
const NOW = new Date('2026-06-10T03:30:00Z');
const MODELS = ['audit', 'users', 'inventory', 'stock-ledger', 'lots'];

describe('lots over HTTP', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let command: FastifyInstance;
  let read: FastifyInstance;
  let roses: string;

  const post = async (url: string, payload: object, role = 'warehouse') =>
    command.inject({ method: 'POST', url, payload, headers: { authorization: token(role) } });
  const move = (payload: object, role?: string) =>
    post('/api/inventory/movements', { productId: roses, ...payload }, role);
  const get = async (url: string, role = 'warehouse') => {
    await catchUp(database.db, store, MODELS);
    return read.inject({ method: 'GET', url, headers: { authorization: token(role) } });
  };
  const lotsOf = async () => (await get(`/api/inventory/products/${roses}/lots`)).json();

  beforeAll(async () => {
    database = await createTestDatabase('inv_lots');
    await prepareProjections(database.db);
    store = new PostgresEventStore(database.pool);
    const clock = () => NOW;
    command = await buildCommandApi({ store, db: database.db, config, accounts: 'trust-token', clock });
    read = await buildReadApi({
      db: database.db,
      store,
      pool: database.pool,
      config,
      options: { consistency: { timeoutMs: 3000, pollMs: 50 }, accounts: 'trust-token', now: clock },
    });
    const added = await post('/api/inventory/products', {
      name: 'Rosa roja',
      sku: 'ROS-LOT',
      price: 3,
      wholesalePrice: 1,
      currentStock: 0,
      minStockLevel: 0,
      category: 'Rosas',
      vaseLifeDays: 5,
    });
    expect(added.statusCode, added.body).toBe(201);
    roses = added.json().id;
  });
  afterAll(async () => {
    await read?.close();
    await command?.close();
    await store?.close();
    await database?.drop();
  });

  it("receives a lot on the shop's day and lists it with its sell-by and status", async () => {
    const bought = await move({
      type: 'purchase',
      quantity: 10,
      lot: { code: 'FS-1', supplier: 'Finca Sol', unitCost: 0.9 },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const answer = await lotsOf();
    expect(answer).toMatchObject({
      productId: roses,
      name: 'Rosa roja',
      sku: 'ROS-LOT',
      today: '2026-06-09',
      within: 2,
    });
    expect(answer.items).toEqual([
      {
        lotId: expect.any(String),
        code: 'FS-1',
        supplier: 'Finca Sol',
        receivedAt: '2026-06-09', // the shop's day, not UTC's 10 June
        cutDate: null,
        sellBy: '2026-06-14',
        vaseLifeDays: 5,
        remaining: 10,
        unitCost: 0.9,
        locationId: 'Almacén principal',
        status: 'fresh',
      },
    ]);
    expect(answer.nextSellBy).toBe('2026-06-14');
  });

  it('takes a sale from the lot that expires first, across two lots', async () => {
    // Cut on 5 June with 5 days: sell by 10 June (expiring); cut on 2 June with 3 days: 5 June (expired).
    await move({
      type: 'purchase',
      quantity: 4,
      lot: { code: 'RF-2', supplier: 'Rosaflor', cutDate: '2026-06-05', unitCost: 1.2 },
    });
    await move({
      type: 'purchase',
      quantity: 3,
      lot: { code: 'AN-3', supplier: 'Andes', cutDate: '2026-06-02', vaseLifeDays: 3 },
    });
    const sold = await move({ type: 'sale', quantity: 5, reference: { type: 'pos', id: 'T-1' } });
    expect(sold.statusCode, sold.body).toBe(201);
    const remaining = Object.fromEntries(
      (await lotsOf()).items.map((l: { code: string; remaining: number }) => [l.code, l.remaining]),
    );
    // The expired 3 of Andes, then 2 of Rosaflor's 4.
    expect(remaining).toEqual({ 'RF-2': 2, 'FS-1': 10 });
    const { items } = await lotsOf();
    expect(items.map((l: { code: string; status: string }) => [l.code, l.status])).toEqual([
      ['RF-2', 'expiring'],
      ['FS-1', 'fresh'],
    ]);
  });

  it('lists the shop’s expiring lots with their value, and the expired ones', async () => {
    await move({
      type: 'purchase',
      quantity: 6,
      lot: { code: 'AN-4', supplier: 'Andes', cutDate: '2026-06-03', vaseLifeDays: 3, unitCost: 0.5 },
    });
    const expiring = (await get('/api/inventory/lots?status=expiring&within=2')).json();
    expect(expiring.today).toBe('2026-06-09');
    expect(expiring.items).toEqual([
      expect.objectContaining({
        code: 'RF-2',
        productId: roses,
        productName: 'Rosa roja',
        sku: 'ROS-LOT',
        remaining: 2,
        sellBy: '2026-06-10',
        status: 'expiring',
        value: 2.4,
      }),
    ]);
    expect(expiring.totals).toEqual({ lots: 1, units: 2, value: 2.4 });
    const expired = (await get('/api/inventory/lots?status=expired')).json();
    expect(expired.items.map((l: { code: string; value: number }) => [l.code, l.value])).toEqual([['AN-4', 3]]);
    // Within 5 days the fresh lot of 14 June is expiring too; every lot with units, by sell-by, without a status.
    const wider = (await get('/api/inventory/lots?status=expiring&within=5')).json();
    expect(wider.items.map((l: { code: string }) => l.code)).toEqual(['RF-2', 'FS-1']);
    const all = (await get('/api/inventory/lots')).json();
    expect(all.items.map((l: { code: string }) => l.code)).toEqual(['AN-4', 'RF-2', 'FS-1']);
    expect(all.totals).toEqual({ lots: 3, units: 18, value: 14.4 });
    expect((await get('/api/inventory/lots?location=Mostrador')).json().items).toEqual([]);
  });

  it('records waste with its cause and cost, by a supervisor too, and the ledger says so', async () => {
    const wasted = await move({ type: 'waste', quantity: 6, cause: 'expired', notes: 'marchitas' }, 'pos_supervisor');
    expect(wasted.statusCode, wasted.body).toBe(201);
    expectProblem(await move({ type: 'purchase', quantity: 1 }, 'pos_supervisor'), 403, 'FORBIDDEN');
    expectProblem(await move({ type: 'waste', quantity: 1, cause: 'damaged' }, 'cashier'), 403, 'FORBIDDEN');
    const { items } = (await get(`/api/inventory/movements?type=waste&productId=${roses}`)).json();
    expect(items).toEqual([
      expect.objectContaining({
        type: 'waste',
        quantity: 6,
        cause: 'expired',
        cost: 3,
        lots: [{ lotId: expect.any(String), locationId: 'Almacén principal', delta: -6 }],
      }),
    ]);
    expect((await get('/api/inventory/lots?status=expired')).json().totals).toEqual({ lots: 0, units: 0, value: 0 });
  });

  it("shows the counter each product's next sell-by", async () => {
    const res = await get('/api/pos/products?search=ROS-LOT', 'cashier');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([expect.objectContaining({ id: roses, sellBy: '2026-06-10' })]);
  });

  it('refuses a bad within or status with 400 problem+json, an unknown product with 404, the cashier with 403', async () => {
    for (const query of ['within=61', 'within=-1', 'within=dos', 'within=1.5', 'status=rotten']) {
      const body = expectProblem(await get(`/api/inventory/lots?${query}`), 400, 'VALIDATION');
      expect(body.errors?.[0]?.path).toBe(query.split('=')[0]);
    }
    expectProblem(await get(`/api/inventory/products/${roses}/lots?within=99`), 400, 'VALIDATION');
    expectProblem(await get('/api/inventory/products/no-such-product/lots'), 404, 'PRODUCT.NOT_FOUND');
    expectProblem(await get('/api/inventory/lots', 'cashier'), 403, 'FORBIDDEN');
    expect((await get('/api/inventory/lots', 'admin')).statusCode).toBe(200);
  });
});
