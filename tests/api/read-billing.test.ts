import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientView, InvoiceListItem } from '../../domain/billing';
import { bearer } from './read-fixtures';
import { CASA_AZUL, CLIENTS, INVOICES, openBillingSample, PRODUCTS, T, TODAY } from './read-billing-sample';
import type { BillingShop } from './read-billing-shop';

// The billing screen's reads (spec 2.8) over the real projection: the invoice table searched,
// filtered by status and by date range (seen from a fixed day) in SQL, one invoice with its
// bill-to client and its money to the centavo, and the modal's clients and products.

const accounting = bearer(['accounting']);
let shop: BillingShop;
let app: FastifyInstance;

beforeAll(async () => {
  shop = await openBillingSample('read_bill');
  app = await shop.app();
});
afterAll(async () => shop?.close());

async function get(url: string, headers: Record<string, string> = accounting) {
  const res = await app.inject({ url, headers });
  return { status: res.statusCode, body: res.json(), type: res.headers['content-type'] };
}
const I = INVOICES;
const ids = (body: { items: InvoiceListItem[] }) => body.items.map((i) => i.id);

describe('GET /api/billing/invoices', () => {
  it('answers a page of the table, newest date first, N/A numbers as null and no name as Cliente Desconocido', async () => {
    const { status, body } = await get('/api/billing/invoices');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 10, pageCount: 1 });
    expect(ids(body)).toEqual([I.i5, I.i1, I.i2, I.i3, I.i4, I.i6]);
    expect(body.items[0]).toEqual({
      id: I.i5,
      number: null,
      clientId: CLIENTS.ghost,
      clientName: 'Cliente Desconocido',
      date: '2026-03-22',
      dueDate: null,
      total: 113050,
      status: 'draft',
      pendingSync: false,
    });
    expect(body.items[1]).toEqual({
      id: I.i1,
      number: 'F-2026-003',
      clientId: CLIENTS.casaAzul,
      clientName: CASA_AZUL.name,
      date: TODAY,
      dueDate: '2026-04-17',
      total: 464107.14,
      status: 'pending',
      pendingSync: false,
    });
    expect(body.items.map((i: InvoiceListItem) => [i.number, i.status])).toEqual([
      [null, 'draft'],
      ['F-2026-003', 'pending'],
      ['F-2026-002', 'paid'],
      ['F-2026-001', 'cancelled'],
      [null, 'draft'],
      ['FAC-2025/77', 'pending'],
    ]);
  });

  it.each([
    ['status=draft', [I.i5, I.i4]],
    ['status=pending', [I.i1, I.i6]],
    ['status=paid', [I.i2]],
    ['status=cancelled', [I.i3]],
    ['status=all', [I.i5, I.i1, I.i2, I.i3, I.i4, I.i6]],
    ['search=casa%20azul', [I.i1, I.i3, I.i6]], // the client's name, any case
    ['search=PRIMAVERA', [I.i2, I.i4]],
    ['search=f-2026-00', [I.i1, I.i2, I.i3]], // the number
    ['search=F-2026-002', [I.i2]],
    ['search=fac-2025%2F77', [I.i6]],
    ['search=%C3%B1and%C3%BA', []], // a client with no invoice
    ['search=%25', []], // % matches itself only
    ['search=casa&status=pending', [I.i1, I.i6]],
    ['search=&status=&dateRange=', [I.i5, I.i1, I.i2, I.i3, I.i4, I.i6]], // cleared fields
  ])('filters %s in SQL', async (query, expected) => {
    const { status, body } = await get(`/api/billing/invoices?${query}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each([
    ['dateRange=today', [I.i1]],
    ['dateRange=week', [I.i5, I.i1, I.i2]], // Monday 16 to Sunday 22
    ['dateRange=month', [I.i5, I.i1, I.i2, I.i3]],
    ['dateRange=all', [I.i5, I.i1, I.i2, I.i3, I.i4, I.i6]],
    ['dateRange=custom&startDate=2026-02-01&endDate=2026-03-02', [I.i3, I.i4]], // both ends included
    ['dateRange=custom&startDate=2026-03-16', [I.i5, I.i1, I.i2]],
    ['dateRange=custom&endDate=2025-12-31', [I.i6]],
    ['dateRange=custom', [I.i5, I.i1, I.i2, I.i3, I.i4, I.i6]],
    ['dateRange=month&status=pending', [I.i1]],
  ])(`dates %s as seen on ${TODAY}`, async (query, expected) => {
    const { status, body } = await get(`/api/billing/invoices?${query}&today=${TODAY}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected);
  });

  it('reads the week from its Monday, across a month boundary', async () => {
    expect(ids((await get('/api/billing/invoices?dateRange=week&today=2026-03-01')).body)).toEqual([I.i4]); // Sunday: 23 Feb – 1 Mar
    expect(ids((await get('/api/billing/invoices?dateRange=week&today=2026-03-02')).body)).toEqual([I.i3]); // Monday: 2 – 8 Mar
    expect(ids((await get('/api/billing/invoices?dateRange=month&today=2026-02-10')).body)).toEqual([I.i4]);
  });

  it.each([
    ['status=open', 'status', 'El estado debe ser uno de: all, draft, pending, paid, cancelled.'],
    ['dateRange=year', 'dateRange', 'El rango de fechas debe ser uno de: all, today, week, month, custom.'],
    [
      'dateRange=custom&startDate=2026-13-01',
      'startDate',
      'La fecha inicial debe ser una fecha con la forma aaaa-mm-dd.',
    ],
    [
      'dateRange=custom&startDate=2026-03-10&endDate=2026-03-01',
      'endDate',
      'La fecha final no puede ser anterior a la fecha inicial.',
    ],
    ['today=ayer', 'today', 'La fecha de hoy debe ser una fecha con la forma aaaa-mm-dd.'],
    ['page=0', 'page', 'La página debe ser 1 o mayor.'],
    ['page=dos', 'page', 'La página debe ser un número.'],
  ])('refuses %s with a 400 problem naming %s in Spanish', async (query, path, message) => {
    const { status, body, type } = await get(`/api/billing/invoices?${query}`);
    expect(status).toBe(400);
    expect(type).toContain('application/problem+json');
    expect(body.errors).toContainEqual({ path, message });
  });
});

describe('GET /api/billing/invoices/:id', () => {
  it('answers the issued invoice as last rewritten, its client as the bill-to block, money in pesos', async () => {
    const { status, body } = await get(`/api/billing/invoices/${I.i1}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: I.i1,
      number: 'F-2026-003',
      requestedNumber: null,
      clientId: CLIENTS.casaAzul,
      clientName: CASA_AZUL.name,
      client: { id: CLIENTS.casaAzul, ...CASA_AZUL, createdAt: T.clients },
      date: TODAY,
      dueDate: '2026-04-17',
      status: 'pending',
      pendingSync: false,
      items: [
        {
          productId: PRODUCTS.rosa,
          description: 'Rosa roja',
          customDescription: false,
          quantity: 12,
          price: 2500.5,
          total: 30006,
        },
        {
          productId: 'custom',
          description: 'Centro de mesa para bodas',
          customDescription: true,
          quantity: 2,
          price: 180000,
          total: 360000,
        },
      ],
      subtotal: 390006,
      taxRate: 19,
      tax: 74101.14,
      total: 464107.14,
      notes: 'Entregar en recepción antes de las 10:00',
      createdAt: T.i1Draft,
      updatedAt: T.i1Issued,
      issuedAt: T.i1Issued,
      paidAt: null,
      cancelledAt: null,
      cancelReason: null,
      offlineCreatedAt: null,
    });
  });

  it('answers paid, cancelled and offline drafts with their times, and no client it never heard of', async () => {
    expect((await get(`/api/billing/invoices/${I.i2}`)).body).toMatchObject({
      status: 'paid',
      paidAt: T.i2Paid,
      updatedAt: T.i2Paid,
      issuedAt: T.i2,
    });
    expect((await get(`/api/billing/invoices/${I.i3}`)).body).toMatchObject({
      status: 'cancelled',
      number: 'F-2026-001',
      cancelledAt: T.i3Cancelled,
      cancelReason: 'Pedido duplicado',
      subtotal: 5001,
      tax: 950.19,
      total: 5951.19,
    });
    expect((await get(`/api/billing/invoices/${I.i4}`)).body).toMatchObject({
      status: 'draft',
      number: null,
      issuedAt: null,
      total: 0,
      items: [
        {
          productId: 'custom',
          description: 'Ramo de novia',
          customDescription: true,
          quantity: 0,
          price: 0,
          total: 0,
        },
      ],
    });
    expect((await get(`/api/billing/invoices/${I.i5}`)).body).toMatchObject({
      client: null,
      clientId: CLIENTS.ghost,
      clientName: 'Cliente Desconocido',
      offlineCreatedAt: T.i5Offline,
      createdAt: T.i5,
    });
    expect((await get(`/api/billing/invoices/${I.i6}`)).body).toMatchObject({
      number: 'FAC-2025/77',
      requestedNumber: 'FAC-2025/77',
    });
  });

  it('answers 404 "Factura no encontrada." for an unknown invoice', async () => {
    const { status, body, type } = await get('/api/billing/invoices/5c1d2e3f-0a0b-4c0d-8e0f-000000000099');
    expect(status).toBe(404);
    expect(type).toContain('application/problem+json');
    expect(body).toMatchObject({ code: 'INVOICE.NOT_FOUND', detail: 'Factura no encontrada.' });
  });
});

describe('GET /api/billing/clients', () => {
  it('lists every client by name, with its details', async () => {
    const { status, body } = await get('/api/billing/clients');
    expect(status).toBe(200);
    expect(body.map((c: ClientView) => c.name)).toEqual([
      'Eventos Primavera Ltda.',
      'Floristería Ñandú',
      'Hotel Casa Azul S.A.S.',
    ]);
    expect(body[2]).toEqual({ id: CLIENTS.casaAzul, ...CASA_AZUL, createdAt: T.clients });
  });

  it.each([
    ['search=casa', ['Hotel Casa Azul S.A.S.']],
    ['search=%C3%91AND%C3%9A', ['Floristería Ñandú']],
    ['search=nadie', []],
  ])('narrows by name: %s', async (query, expected) => {
    expect((await get(`/api/billing/clients?${query}`)).body.map((c: ClientView) => c.name)).toEqual(expected);
  });
});

describe('GET /api/billing/products', () => {
  it('offers the active products by name, prices in pesos', async () => {
    const { status, body } = await get('/api/billing/products');
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: PRODUCTS.girasol, name: 'Girasol', price: 1800, description: '' },
      { id: PRODUCTS.lirio, name: 'Lirio blanco', price: 3200.25, description: 'Importado' },
      { id: PRODUCTS.rosa, name: 'Rosa roja', price: 2500.5, description: 'Tallo largo, 60 cm' },
    ]);
    expect((await get('/api/billing/products?search=ros')).body.map((p: { id: string }) => p.id)).toEqual([
      PRODUCTS.rosa,
    ]);
  });
});
