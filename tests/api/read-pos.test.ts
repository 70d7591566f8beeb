import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, SaleListItem, SalePage, SaleView, SessionListItem, SessionView } from '../../domain/pos';
import { CASHIER, posBook, SUPERVISOR, type PosBook } from './read-pos-book';
import { openPosShop, ROSES, TULIPS, type PosShop } from './read-pos-shop';
import { tokenFor } from './read-fixtures';
import { SETTINGS_STREAM } from '../../domain/settings';
import { testEvent } from '../support/events';

// The point of sale's reads over the test shop's counter (read-pos-book): the sessions with their X
// report (open) and Z report (closed), the sales by session and by the shop's days, a sale whole with
// its refunded units; unknown ids 404, bad parameters 400, and only the counter's staff read them.

let shop: PosShop;
let app: FastifyInstance;
let book: PosBook;

beforeAll(async () => {
  shop = await openPosShop('read_pos');
  book = await posBook(shop);
  await shop.projectPos(3);
  app = await shop.app();
});
afterAll(async () => shop?.close());

const as = (roles: string[], userId?: string) => ({ authorization: `Bearer ${tokenFor(roles, userId)}` });
const CASHIER_TOKEN = as(['cashier'], CASHIER.id);
const OWNER = as(['owner']);

async function get<T>(url: string, headers: Record<string, string> = CASHIER_TOKEN, status = 200): Promise<T> {
  const res = await app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

describe('GET /api/pos/sessions', () => {
  it('lists the sessions newest first with their cashier, sales and net', async () => {
    const page = await get<Page<SessionListItem>>('/api/pos/sessions');
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50, pageCount: 1 });
    expect(page.items).toEqual([
      {
        id: book.second.sessionId,
        registerId: 'caja-2',
        status: 'open',
        cashierId: SUPERVISOR.id,
        cashierName: SUPERVISOR.name,
        location: 'tienda',
        openingCash: 200,
        openedAt: '2026-01-16T14:00:00.000Z',
        closedAt: null,
        salesCount: 1,
        net: 535.5,
      },
      {
        id: book.first.sessionId,
        registerId: 'caja-1',
        status: 'closed',
        cashierId: CASHIER.id,
        cashierName: CASHIER.name,
        location: 'tienda',
        openingCash: 500,
        openedAt: '2026-01-15T14:00:00.000Z',
        closedAt: '2026-01-16T04:00:00.000Z',
        salesCount: 3,
        net: 2980.95,
      },
    ]);
  });

  it('filters by status and by cashier', async () => {
    const ids = async (query: string) =>
      (await get<Page<SessionListItem>>(`/api/pos/sessions?${query}`, OWNER)).items.map((s) => s.id);
    expect(await ids('status=open')).toEqual([book.second.sessionId]);
    expect(await ids('status=closed')).toEqual([book.first.sessionId]);
    expect(await ids(`cashier=${CASHIER.id}`)).toEqual([book.first.sessionId]);
    expect(await ids('cashier=nadie')).toEqual([]);
    expect(await ids('status=&cashier=&page=1')).toHaveLength(2);
  });
});

describe('GET /api/pos/sessions/:id', () => {
  it('the open session: its X report counts its sale and the refund given from it', async () => {
    const session = await get<SessionView>(`/api/pos/sessions/${book.second.sessionId}`);
    expect(session).toMatchObject({ status: 'open', countedCash: null, difference: null, denominations: null });
    expect(session.report).toEqual({
      salesCount: 1,
      gross: 900,
      discounts: 0,
      refunds: 535.5,
      tax: 171,
      net: 535.5,
      byMethod: { cash: 535.5, card: 0, transfer: 0 },
      byCashier: [
        { cashierId: CASHIER.id, name: CASHIER.name, salesCount: 1, total: 1071, refunds: 0 },
        { cashierId: SUPERVISOR.id, name: SUPERVISOR.name, salesCount: 0, total: 0, refunds: 535.5 },
      ],
      openingCash: 200,
      expectedCash: 735.5,
    });
  });

  it('the closed session: its Z report, the count by denomination and the difference', async () => {
    const session = await get<SessionView>(`/api/pos/sessions/${book.first.sessionId}`);
    expect(session).toMatchObject({
      status: 'closed',
      closedAt: '2026-01-16T04:00:00.000Z',
      countedCash: 1920,
      difference: -8,
      denominations: { '500': 3, '100': 4, '20': 1 },
      notes: 'Faltan 8 pesos',
    });
    expect(session.report).toEqual({
      salesCount: 3,
      gross: 2550,
      discounts: 45,
      refunds: 0,
      tax: 475.95,
      net: 2980.95,
      byMethod: { cash: 1428, card: 481.95, transfer: 1071 },
      byCashier: [
        { cashierId: CASHIER.id, name: CASHIER.name, salesCount: 2, total: 2499, refunds: 0 },
        { cashierId: SUPERVISOR.id, name: SUPERVISOR.name, salesCount: 1, total: 481.95, refunds: 0 },
      ],
      openingCash: 500,
      expectedCash: 1928,
    });
  });

  it('an unknown session is 404, a malformed id 400', async () => {
    const missing = await get<{ code: string }>(`/api/pos/sessions/${crypto.randomUUID()}`, OWNER, 404);
    expect(missing.code).toBe('POS.SESSION_NOT_FOUND');
    await get(`/api/pos/sessions/caja-1`, OWNER, 400);
  });
});

describe('GET /api/pos/sales', () => {
  const numbers = async (query: string) =>
    (await get<SalePage>(`/api/pos/sales?${query}`)).items.map((s: SaleListItem) => s.number);

  it('lists a session’s sales newest first', async () => {
    const page = await get<SalePage>(`/api/pos/sales?sessionId=${book.first.sessionId}`);
    expect(page.total).toBe(3);
    expect(page.items.map((s) => s.number)).toEqual(['CAJA-1-000003', 'CAJA-1-000002', 'CAJA-1-000001']);
    expect(page.items[2]).toEqual({
      id: book.cash.saleId,
      number: 'CAJA-1-000001',
      sessionId: book.first.sessionId,
      registerId: 'caja-1',
      cashierId: CASHIER.id,
      cashierName: CASHIER.name,
      total: 1428,
      itemsCount: 3,
      methods: ['cash'],
      refunded: 535.5,
      madeAt: '2026-01-15T15:00:00.000Z',
    });
    expect(await numbers(`sessionId=${book.second.sessionId}`)).toEqual(['CAJA-2-000001']);
  });

  it('by the shop’s days (Miami): a sale at 22:30 on the 15th is the 15th’s, though the 16th in UTC', async () => {
    expect(await numbers('from=2026-01-15&to=2026-01-15')).toEqual(['CAJA-1-000003', 'CAJA-1-000002', 'CAJA-1-000001']);
    expect(await numbers('from=2026-01-16')).toEqual(['CAJA-2-000001']);
    expect(await numbers('to=2026-01-14')).toEqual([]);
    expect(await numbers(`from=2026-01-15&to=2026-01-16&sessionId=${book.second.sessionId}`)).toEqual([
      'CAJA-2-000001',
    ]);
    expect(await numbers('')).toHaveLength(4);
    // Or instants, as a device's clock gives them (the end excluded).
    expect(await numbers('from=2026-01-16T00:00:00.000Z&to=2026-01-16T03:30:00.000Z')).toEqual([]);
    expect(await numbers('from=2026-01-16T00:00:00.000Z&to=2026-01-16T04:00:00-00:00')).toEqual(['CAJA-1-000003']);
  });

  it('refuses bad parameters with what is wrong, in Spanish', async () => {
    for (const query of [
      'from=ayer',
      'to=2026-02-30',
      'from=2026-01-16&to=2026-01-15',
      'sessionId=x',
      'from=2026-01-16T10:00:00',
      'to=2026-01-16T10:00:00.000Z&from=2026-01-17',
      'page=0',
      'color=rojo',
    ]) {
      const res = await app.inject({ url: `/api/pos/sales?${query}`, headers: CASHIER_TOKEN });
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const res = await app.inject({ url: '/api/pos/sessions?status=abierta', headers: CASHIER_TOKEN });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('El estado debe ser uno de: open, closed.');
  });
});

describe('GET /api/pos/sales/:id', () => {
  it('the sale whole: lines with their refunded units, payments, change and the refund', async () => {
    const sale = await get<SaleView>(`/api/pos/sales/${book.cash.saleId}`);
    expect(sale.lines).toEqual([
      {
        productId: ROSES.productId,
        name: ROSES.name,
        sku: 'ROS-12',
        unitPrice: 450,
        quantity: 2,
        lineTotal: 900,
        refunded: 1,
      },
      {
        productId: TULIPS.productId,
        name: TULIPS.name,
        sku: 'TUL-01',
        unitPrice: 300,
        quantity: 1,
        lineTotal: 300,
        refunded: 0,
      },
    ]);
    expect(sale).toMatchObject({
      subtotal: 1200,
      discount: null,
      taxRate: 19,
      tax: 228,
      total: 1428,
      payments: [{ method: 'cash', amount: 1500 }],
      change: 72,
      location: 'tienda',
      refunded: 535.5,
    });
    expect(sale.refunds).toEqual([
      {
        id: book.refund.refundId,
        amount: 535.5,
        method: 'cash',
        reason: 'Flores marchitas',
        at: '2026-01-16T18:00:00.000Z',
        by: SUPERVISOR.name,
      },
    ]);
  });

  it('a discount with its reason', async () => {
    const sale = await get<SaleView>(`/api/pos/sales/${book.card.saleId}`);
    expect(sale.discount).toEqual({ kind: 'percent', percent: 10, amount: 45, reason: 'Cliente frecuente' });
    expect(sale).toMatchObject({ subtotal: 450, tax: 76.95, total: 481.95, methods: ['card'], change: 0 });
  });

  it('an unknown sale is 404', async () => {
    const missing = await get<{ code: string; title: string }>(`/api/pos/sales/${crypto.randomUUID()}`, OWNER, 404);
    expect(missing).toMatchObject({ code: 'POS.SALE_NOT_FOUND' });
    await get(`/api/pos/sales/${crypto.randomUUID()}/receipt.pdf`, OWNER, 404);
  });
});

describe('who reads the counter', () => {
  it('the counter’s staff, the admin and the owner; not a customer, a driver or the anonymous', async () => {
    for (const roles of [['cashier'], ['pos_supervisor'], ['admin'], ['owner']])
      await get('/api/pos/sessions', as(roles), 200);
    for (const roles of [['client'], ['driver'], ['warehouse']]) await get('/api/pos/sessions', as(roles), 403);
    await get('/api/pos/sales', {}, 401);
  });

  it('waits for its writes: ?minPosition of the latest sale', async () => {
    const sale = await shop.sell(
      book.second,
      { items: [{ product: TULIPS, quantity: 1 }], payments: [{ method: 'card', amountCents: 35_700 }] },
      { at: '2026-01-16T19:00:00.000Z', actor: CASHIER.id },
    );
    const waiting = app.inject({
      url: `/api/pos/sales/${sale.saleId}?minPosition=${encodeURIComponent(sale.position)}`,
      headers: CASHIER_TOKEN,
    });
    await shop.projectPos();
    const res = await waiting;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ number: 'CAJA-2-000002', total: 357 });
  });

  it('the counter’s terms: the shop’s tax and discount cap as set, for the counter’s staff only', async () => {
    expect(await get('/api/pos/terms')).toEqual({ taxRate: 19, maxDiscount: 50 });
    const cap = testEvent('DiscountCapConfigured', { maxDiscountBasisPoints: 1550 });
    await shop.store.appendToStream(SETTINGS_STREAM, [cap], { expected: 'any' });
    expect(await get('/api/pos/terms', as(['pos_supervisor']))).toEqual({ taxRate: 19, maxDiscount: 15.5 });
    await get('/api/pos/terms', as(['client']), 403);
  });
});
