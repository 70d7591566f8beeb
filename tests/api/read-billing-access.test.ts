import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildCommandApi } from '../../command-api/app';
import { ROLES } from '../../domain/identity';
import { pdfTextLines } from './read-consignment-pdf-text';
import { bearer, config, notifyProjections, tokenFor } from './read-fixtures';
import { ANA, BOSS, INVOICES, openBillingSample, T } from './read-billing-sample';
import type { BillingShop } from './read-billing-shop';

// An invoice's history with who did what, who may read billing (spec 2.3: warehouse, accounting,
// admin, owner), who hears of its changes over the websocket, reads that wait for the caller's own
// write, and the billing settings the modal and the PDF follow.

let shop: BillingShop;
let app: FastifyInstance;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  shop = await openBillingSample('read_bill_access');
  app = await shop.app();
});
afterEach(() => sockets.splice(0).forEach((s) => s.terminate()));
afterAll(async () => shop?.close());

const get = (url: string, roles = ['accounting']) => app.inject({ url, headers: bearer(roles) });

describe('GET /api/billing/invoices/:id/history', () => {
  it('answers every event of the invoice, oldest first, with who did it', async () => {
    const res = await get(`/api/billing/invoices/${INVOICES.i3}/history`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.map((e: { revision: number; type: string; occurredAt: string }) => [e.revision, e.type, e.occurredAt]),
    ).toEqual([
      [0, 'InvoiceCreated', T.i3],
      [1, 'InvoiceIssued', T.i3],
      [2, 'InvoiceCancelled', T.i3Cancelled],
    ]);
    expect(body.map((e: { actor: unknown }) => e.actor)).toEqual([
      { userId: ANA.id, name: ANA.name },
      { userId: ANA.id, name: ANA.name },
      { userId: BOSS, name: null },
    ]);
    expect(body[1].data).toMatchObject({ number: 'F-2026-001' });
    expect(body[2].data).toMatchObject({ reason: 'Pedido duplicado' });
  });

  it('answers 404 for an invoice with no events', async () => {
    const res = await get('/api/billing/invoices/5c1d2e3f-0a0b-4c0d-8e0f-000000000099/history');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'INVOICE.NOT_FOUND', detail: 'Factura no encontrada.' });
  });
});

describe('who may read billing', () => {
  const urls = [
    '/api/billing/clients',
    '/api/billing/invoices',
    `/api/billing/invoices/${INVOICES.i1}`,
    `/api/billing/invoices/${INVOICES.i1}/history`,
    `/api/billing/invoices/${INVOICES.i1}/pdf`,
    '/api/billing/products',
    '/api/billing/settings',
  ];
  const allowed = ['warehouse', 'accounting', 'admin', 'owner'];

  it.each(urls)(
    '%s: 401 without a token, 200 for warehouse, accounting, admin and owner, 403 for every other role',
    async (url) => {
      expect((await app.inject({ url })).statusCode).toBe(401);
      for (const role of ROLES)
        expect((await get(url, [role])).statusCode, role).toBe(allowed.includes(role) ? 200 : 403);
    },
  );
});

describe('websocket notices of billing', () => {
  async function connect(base: string, roles: string[]) {
    const socket = new WebSocket(`${base}/api/ws`, { headers: { authorization: `Bearer ${tokenFor(roles)}` } });
    sockets.push(socket);
    const queue: unknown[] = [];
    let waiting: ((m: unknown) => void) | undefined;
    socket.on('message', (raw) => (waiting ? waiting(JSON.parse(String(raw))) : queue.push(JSON.parse(String(raw)))));
    const next = () =>
      queue.length
        ? Promise.resolve(queue.shift())
        : new Promise((r) => (waiting = (m) => ((waiting = undefined), r(m))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    expect(await next()).toEqual({ type: 'ready' });
    return next;
  }

  it('reach those who may read billing, and nobody else', async () => {
    const server = await shop.app();
    const base = (await server.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const [accountant, warehouse, cashier] = [
      await connect(base, ['accounting']),
      await connect(base, ['warehouse']),
      await connect(base, ['cashier']),
    ];
    const notice = {
      projection: 'billing',
      position: '1001/1',
      changed: [{ entity: 'invoice', id: INVOICES.i1 }],
    };
    await notifyProjections(shop.db, notice);
    expect(await accountant()).toEqual({ type: 'projection', ...notice });
    expect(await warehouse()).toEqual({ type: 'projection', ...notice });
    // Every socket gets a resync when the feed's connection drops: the cashier's first message is that one.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = 'flora-read-api-listener'`.execute(shop.db);
    expect(await cashier()).toEqual({ type: 'resync' });
  });
});

describe('read-your-writes', () => {
  it('waits for the billing model to pass ?minPosition before answering', async () => {
    const [paid] = await shop.pay(INVOICES.i1, { at: '2026-03-20T10:00:00.000Z' });
    const pending = get(`/api/billing/invoices/${INVOICES.i1}?minPosition=${encodeURIComponent(paid!.position)}`);
    await shop.projectAll();
    const res = await pending;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', paidAt: '2026-03-20T10:00:00.000Z' });
  });
});

describe('GET /api/billing/settings', () => {
  it("answers the defaults, then what the owner configured; the PDF follows the shop's money and the area's dates, an invoice keeps its rate", async () => {
    expect((await get('/api/billing/settings')).json()).toEqual({
      taxRate: 19,
      currency: 'USD',
      locale: 'en-US',
      decimals: 2,
      dateFormat: 'dd/mm/yyyy',
    });
    const commands = await buildCommandApi({
      store: shop.store,
      db: shop.db,
      config,
      accounts: 'trust-token',
    });
    const owner = { authorization: `Bearer ${tokenFor(['owner'])}` };
    try {
      const rate = await commands.inject({
        method: 'PUT',
        url: '/api/settings/tax-rate',
        headers: owner,
        payload: { taxRatePercent: 16.5 },
      });
      expect(rate.statusCode, rate.body).toBeLessThan(300);
      const money = await commands.inject({
        method: 'PUT',
        url: '/api/settings/money',
        headers: owner,
        payload: { currency: 'COP', locale: 'es-CO', decimals: 0 },
      });
      expect(money.statusCode, money.body).toBeLessThan(300);
      const area = await commands.inject({
        method: 'PUT',
        url: '/api/settings/areas/billing',
        headers: owner,
        payload: { dateFormat: 'mm/dd/yyyy' },
      });
      expect(area.statusCode, area.body).toBeLessThan(300);
      // The area's currency is the shop's: another is refused, naming the field (issue 43).
      const other = await commands.inject({
        method: 'PUT',
        url: '/api/settings/areas/billing',
        headers: owner,
        payload: { currency: 'USD', dateFormat: 'mm/dd/yyyy' },
      });
      expect(other.statusCode).toBe(400);
      expect(other.body).toContain('currency');
    } finally {
      await commands.close();
    }
    expect((await get('/api/billing/settings')).json()).toEqual({
      taxRate: 16.5,
      currency: 'COP',
      locale: 'es-CO',
      decimals: 0,
      dateFormat: 'mm/dd/yyyy',
    });
    const lines = await pdfTextLines((await get(`/api/billing/invoices/${INVOICES.i1}/pdf`)).rawPayload);
    expect(lines).toContain('Fecha: 03/18/2026');
    expect(lines.slice(lines.indexOf('Subtotal'), lines.indexOf('Subtotal') + 6)).toEqual([
      'Subtotal',
      '$\u00a0390.006',
      'IVA (19 %)',
      '$\u00a074.101',
      'Total',
      '$\u00a0464.107',
    ]);
  });
});
