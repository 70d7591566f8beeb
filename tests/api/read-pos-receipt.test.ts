import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_WIDTH } from '../../read-api/pos/to-response/receipt-pdf';
import { CASHIER, posBook, SUPERVISOR, type PosBook } from './read-pos-book';
import { openPosShop, ROSES, TULIPS, type PosShop } from './read-pos-shop';
import { pdfInfo, pdfTextLines } from './read-consignment-pdf-text';
import { tokenFor } from './read-fixtures';
import { PDFDocument } from 'pdf-lib';

// A counter sale's receipt as a PDF for an 80 mm roll: the shop's name, the date in the shop's time
// zone, the number, the cashier, the lines, the discount with its reason, the tax, the total, the
// payments, the change and the refunds; the same sale gives the same bytes.

let shop: PosShop;
let app: FastifyInstance;
let book: PosBook;

beforeAll(async () => {
  shop = await openPosShop('read_pos_receipt');
  book = await posBook(shop);
  await shop.projectPos();
  app = await shop.app();
});
afterAll(async () => shop?.close());

const HEADERS = { authorization: `Bearer ${tokenFor(['cashier'], CASHIER.id)}` };

async function receipt(saleId: string) {
  const res = await app.inject({ url: `/api/pos/sales/${saleId}/receipt.pdf`, headers: HEADERS });
  expect(res.statusCode, res.body).toBe(200);
  return { res, pdf: res.rawPayload, lines: await pdfTextLines(res.rawPayload) };
}

describe('GET /api/pos/sales/:id/receipt.pdf', () => {
  it('an 80 mm PDF with the sale’s facts as text', async () => {
    const { res, pdf, lines } = await receipt(book.cash.saleId);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="ticket-CAJA-1-000001.pdf"');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getMediaBox().width).toBeCloseTo(RECEIPT_WIDTH, 1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Flora',
        'CAJA-1-000001',
        '15/01/2026 10:00', // Miami
        CASHIER.name,
        ROSES.name,
        '  2 × $450.00',
        '$900.00',
        '  Devueltas: 1',
        TULIPS.name,
        'IVA 19 %',
        '$228.00',
        'TOTAL',
        '$1,428.00',
        'Efectivo',
        '$1,500.00',
        'Cambio',
        '$72.00',
        'Devoluciones',
        'Flores marchitas',
        '-$535.50',
      ]),
    );
    expect(pdfInfo(pdf).Title).toBe('Ticket CAJA-1-000001 — Flora');
  });

  it('the discount with its reason; the same sale gives the same bytes', async () => {
    const { pdf, lines } = await receipt(book.card.saleId);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Descuento 10 %',
        '-$45.00',
        'Motivo: Cliente frecuente',
        'Tarjeta',
        '$481.95',
        SUPERVISOR.name,
      ]),
    );
    expect(lines).not.toContain('Devoluciones');
    expect(Buffer.compare((await receipt(book.card.saleId)).pdf, pdf)).toBe(0);
  });
});
