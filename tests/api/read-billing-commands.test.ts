import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import type { InvoiceListItem } from '../../domain/billing';
import { pdfTextLines } from './read-consignment-pdf-text';
import { bearer, config, tokenFor } from './read-fixtures';
import { openBillingShop, type BillingShop } from './read-billing-shop';

// The read side fed by the real command side: a client and invoices made through the command-api
// (the invoice decider, the numbering streams) as the owner, projected, read back as the screen
// and the PDF read them.

const owner = { authorization: `Bearer ${tokenFor(['owner'])}` };
let shop: BillingShop;
let commands: FastifyInstance;
let read: FastifyInstance;
// Ids chosen here (the bodies may carry them): the answers name streams, not entities.
const ids = { client: randomUUID(), issued: randomUUID(), draft: randomUUID(), rose: '' };

async function post(url: string, payload: object) {
  const res = await commands.inject({ method: 'POST', url, payload, headers: owner });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { position: string };
}

beforeAll(async () => {
  shop = await openBillingShop('read_bill_cmd');
  commands = await buildCommandApi({ store: shop.store, db: shop.db, config, accounts: 'trust-token' });
  ids.rose = await shop.addProduct(
    { name: 'Rosa roja', sku: 'ROS-001', price: 2500.5 },
    { at: '2026-05-01T10:00:00.000Z' },
  );
  await post('/api/billing/clients', {
    clientId: ids.client,
    name: 'Hotel Casa Azul S.A.S.',
    taxId: '900.123.456-7',
    email: 'compras@casaazul.co',
  });
  await post('/api/billing/invoices', {
    invoiceId: ids.issued,
    clientId: ids.client,
    date: '2026-05-04',
    dueDate: '2026-06-03',
    notes: 'Gracias',
    items: [
      { productId: ids.rose, quantity: 12, price: 2500.5 },
      {
        productId: 'custom',
        description: 'Centro de mesa',
        customDescription: true,
        quantity: 2,
        price: 180000,
      },
    ],
  });
  await post('/api/billing/invoices', {
    invoiceId: ids.draft,
    clientId: ids.client,
    date: '2026-05-05',
    saveAsDraft: true,
    items: [
      {
        productId: 'custom',
        description: 'Ramo de novia',
        customDescription: true,
        quantity: 1,
        price: 95000,
      },
    ],
  });
  await post(`/api/billing/invoices/${ids.issued}/pay`, {});
  await shop.projectAll();
  read = await shop.app();
});
afterAll(async () => {
  await commands?.close();
  await shop?.close();
});

const get = async (url: string) => (await read.inject({ url, headers: bearer(['accounting']) })).json();

describe('billing read back from the command side', () => {
  it('lists the issued (then paid) invoice numbered F-2026-001 and the draft without a number', async () => {
    const page = await get('/api/billing/invoices');
    expect(page.items.map((i: InvoiceListItem) => [i.id, i.number, i.status, i.total])).toEqual([
      [ids.draft, null, 'draft', 113050],
      [ids.issued, 'F-2026-001', 'paid', 464107.14],
    ]);
  });

  it('answers the invoice with its lines, totals, client and times as the decider wrote them', async () => {
    const view = await get(`/api/billing/invoices/${ids.issued}`);
    expect(view).toMatchObject({
      clientName: 'Hotel Casa Azul S.A.S.',
      client: { id: ids.client, taxId: '900.123.456-7' },
      date: '2026-05-04',
      dueDate: '2026-06-03',
      subtotal: 390006,
      taxRate: 19,
      tax: 74101.14,
      total: 464107.14,
      notes: 'Gracias',
      status: 'paid',
    });
    expect(view.items).toEqual([
      {
        productId: ids.rose,
        description: 'Rosa roja',
        customDescription: false,
        quantity: 12,
        price: 2500.5,
        total: 30006,
      },
      {
        productId: 'custom',
        description: 'Centro de mesa',
        customDescription: true,
        quantity: 2,
        price: 180000,
        total: 360000,
      },
    ]);
    expect(view.paidAt).not.toBeNull();
    expect(view.issuedAt).not.toBeNull();
  });

  it('issues the draft later with the next number, and its PDF says so', async () => {
    const issued = await post(`/api/billing/invoices/${ids.draft}/issue`, {});
    const waiting = get(`/api/billing/invoices/${ids.draft}?minPosition=${encodeURIComponent(issued.position)}`);
    await shop.projectAll();
    expect(await waiting).toMatchObject({ number: 'F-2026-002', status: 'pending' });
    const res = await read.inject({
      url: `/api/billing/invoices/${ids.draft}/pdf`,
      headers: bearer(['warehouse']),
    });
    expect(res.headers['content-disposition']).toBe('attachment; filename="factura-F-2026-002.pdf"');
    expect(await pdfTextLines(res.rawPayload)).toEqual(
      expect.arrayContaining(['FACTURA', 'F-2026-002', 'Estado: Pendiente', 'NIT/RUT: 900.123.456-7']),
    );
  });
});
