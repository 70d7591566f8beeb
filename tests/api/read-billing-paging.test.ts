import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceListItem } from '../../domain/billing';
import { bearer } from './read-fixtures';
import { openBillingShop, type BillingShop } from './read-billing-shop';

// Spec 9: ten invoices a page. Twenty-five make 'Página 3 de 3' with five on the last; the order
// (date, then when made, then id) is total, so no invoice shows on two pages or on none.

const warehouse = bearer(['warehouse']);
let shop: BillingShop;
let app: FastifyInstance;
const made: { id: string; date: string; at: string }[] = [];

beforeAll(async () => {
  shop = await openBillingShop('read_bill_pages');
  const clientId = await shop.registerClient({ name: 'Banquetes del Norte' }, { at: '2026-01-01T10:00:00.000Z' });
  for (let n = 0; n < 25; n++) {
    // Five invoices a day; two of each day made at the same instant (the id breaks that tie).
    const date = `2026-01-${String(10 + Math.floor(n / 5)).padStart(2, '0')}`;
    const at = `${date}T1${Math.min(n % 5, 3)}:00:00.000Z`;
    const id = `9a8b7c6d-0000-4000-8000-${String(100 - n * 3).padStart(12, '0')}`;
    await shop.createInvoice(
      {
        invoiceId: id,
        clientId,
        clientName: 'Banquetes del Norte',
        date,
        lines: [{ description: `Banquete ${n}`, quantity: 1, price: 1000 + n }],
      },
      { at },
      `F-2026-${String(n + 1).padStart(3, '0')}`,
    );
    made.push({ id, date, at });
  }
  await shop.projectAll(7);
  app = await shop.app();
});
afterAll(async () => shop?.close());

const page = async (query: string) =>
  (await app.inject({ url: `/api/billing/invoices?${query}`, headers: warehouse })).json();

describe('paging the invoice table', () => {
  it('answers page 3 of 3 with the last five', async () => {
    const body = await page('page=3');
    expect(body).toMatchObject({ total: 25, page: 3, pageSize: 10, pageCount: 3 });
    expect(body.items).toHaveLength(5);
  });

  it('walks every invoice once, newest date first, then the latest made, then by id', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => page(`page=${p}`)));
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
    const expected = [...made]
      .sort((a, b) => b.date.localeCompare(a.date) || b.at.localeCompare(a.at) || a.id.localeCompare(b.id))
      .map((m) => m.id);
    expect(pages.flatMap((p) => p.items.map((i: InvoiceListItem) => i.id))).toEqual(expected);
    // 14 Jan: F-2026-024 and F-2026-025 were both made at 13:00; the 25th has the lower id.
    expect(pages[0].items.slice(0, 2).map((i: InvoiceListItem) => i.number)).toEqual(['F-2026-025', 'F-2026-024']);
  });

  it('answers an empty page past the last, and one page for nothing found', async () => {
    expect(await page('page=4')).toMatchObject({ items: [], total: 25, page: 4, pageCount: 3 });
    expect(await page('search=nadie')).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
    expect(await page('search=banquetes&page=2')).toMatchObject({ total: 25, pageCount: 3, page: 2 });
  });
});
