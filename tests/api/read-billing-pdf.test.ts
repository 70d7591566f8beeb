import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, invoiceDocument, invoiceStream, type InvoiceView } from '../../domain/billing';
import { initialSettings } from '../../domain/settings';
import { applyToGeneration, sequence } from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { untilAllEventsVisible } from '../support/events';
import { pdfInfo, pdfPageCount, pdfTextLines } from './read-consignment-pdf-text';
import { bearer } from './read-fixtures';
import { CASA_AZUL, CLIENTS, INVOICES, openBillingSample, T } from './read-billing-sample';
import type { BillingShop } from './read-billing-shop';

// The invoice PDF (pdf-lib): what it says, read back from its own content streams — the texts of
// invoiceDocument() in the billing area's format (COP, dd/mm/yyyy) — that a long table goes on over
// pages, that what the font cannot draw never breaks it, and that it is the same bytes every time,
// even after the read model is rebuilt.

const accounting = bearer(['accounting']);
const LONG = '5c1d2e3f-0a0b-4c0d-8e0f-0000000000f7';
const COP = { currency: 'COP', locale: 'es-CO', decimals: 2 };
const nbsp = (s: string) => s.replace(/ (?=\d)/g, '\u00a0'); // es-CO puts a no-break space after '$'
let shop: BillingShop;
let app: FastifyInstance;

beforeAll(async () => {
  shop = await openBillingSample('read_bill_pdf');
  // The spec's billing reading (COP, two decimals) as the shop's one money (issue 43): the amounts below.
  await shop.configureMoney(COP, { at: '2026-03-01T09:00:00.000Z' });
  const lines = Array.from({ length: 70 }, (_, i) => ({
    description: `Arreglo de temporada ${i}`,
    quantity: 1 + i,
    price: 1000 + i / 100,
  }));
  lines[3]!.description =
    'Ramo 🌷 con tarjeta: “Dziękuję” — entrega en el salón principal del hotel antes de las diez, con base de cristal y follaje';
  await shop.createInvoice(
    { invoiceId: LONG, clientId: CLIENTS.casaAzul, clientName: CASA_AZUL.name, date: '2026-03-19', lines },
    { at: '2026-03-19T10:00:00.000Z' },
    'F-2026-004',
  );
  await shop.projectAll();
  app = await shop.app();
});
afterAll(async () => shop?.close());

async function invoicePdf(id: string, server = app) {
  const res = await server.inject({ url: `/api/billing/invoices/${id}/pdf`, headers: accounting });
  return { res, pdf: res.rawPayload, lines: res.statusCode === 200 ? await pdfTextLines(res.rawPayload) : [] };
}
/** The strings drawn from `first` on. */
const from = (lines: string[], first: string, n: number) => lines.slice(lines.indexOf(first), lines.indexOf(first) + n);

describe('GET /api/billing/invoices/:id/pdf', () => {
  it('downloads as factura-<number>.pdf, a PDF, stating the position it shows', async () => {
    const { res, pdf } = await invoicePdf(INVOICES.i1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="factura-F-2026-003.pdf"');
    const events = await shop.store.readStream(invoiceStream(INVOICES.i1));
    expect(res.headers['x-flora-position']).toBe(events[events.length - 1]!.position);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says FACTURA, the number, dates as dd/mm/yyyy, the status and the bill-to block with the NIT', async () => {
    const { lines } = await invoicePdf(INVOICES.i1);
    expect(lines.slice(0, 15)).toEqual([
      COMPANY.name,
      COMPANY.tagline,
      COMPANY.address,
      `${COMPANY.email} · ${COMPANY.phone}`,
      'FACTURA',
      'F-2026-003',
      'Fecha: 18/03/2026',
      'Vencimiento: 17/04/2026',
      'Estado: Pendiente',
      'Facturar a',
      CASA_AZUL.name,
      `NIT/RUT: ${CASA_AZUL.taxId}`,
      CASA_AZUL.address,
      CASA_AZUL.email,
      CASA_AZUL.phone,
    ]);
  });

  it('lists the lines and the totals in COP as invoiceDocument formats them, then the notes and the thanks', async () => {
    const { lines } = await invoicePdf(INVOICES.i1);
    expect(from(lines, 'Descripción', 4)).toEqual(['Descripción', 'Cantidad', 'Precio', 'Total']);
    expect(from(lines, 'Rosa roja', 4)).toEqual(['Rosa roja', '12', nbsp('$ 2.500,50'), nbsp('$ 30.006,00')]);
    expect(from(lines, 'Centro de mesa para bodas', 4)).toEqual([
      'Centro de mesa para bodas',
      '2',
      nbsp('$ 180.000,00'),
      nbsp('$ 360.000,00'),
    ]);
    expect(from(lines, 'Subtotal', 6)).toEqual([
      'Subtotal',
      nbsp('$ 390.006,00'),
      'IVA (19 %)',
      nbsp('$ 74.101,14'),
      'Total',
      nbsp('$ 464.107,14'),
    ]);
    const view = (
      await app.inject({ url: `/api/billing/invoices/${INVOICES.i1}`, headers: accounting })
    ).json() as InvoiceView;
    const document = invoiceDocument(view, { ...COP, dateFormat: initialSettings().areas.billing.dateFormat });
    expect(lines).toContain(document.totals[2]![1]);
    expect(from(lines, 'Notas', 4)).toEqual([
      'Notas',
      'Entregar en recepción antes de las 10:00',
      '¡Gracias por tu preferencia!',
      'FACTURA F-2026-003 · página 1 de 1',
    ]);
  });

  it('says BORRADOR for a draft, downloads as factura-borrador.pdf, and names an unknown client Cliente Desconocido', async () => {
    const draft = await invoicePdf(INVOICES.i4);
    expect(draft.res.headers['content-disposition']).toBe('attachment; filename="factura-borrador.pdf"');
    expect(draft.lines.slice(4, 9)).toEqual([
      'FACTURA',
      'BORRADOR',
      'Fecha: 27/02/2026',
      'Vencimiento: —',
      'Estado: Borrador',
    ]);
    expect(from(draft.lines, 'Facturar a', 3)).toEqual([
      'Facturar a',
      'Eventos Primavera Ltda.',
      'NIT/RUT: 800.555.010-1',
    ]);
    const offline = await invoicePdf(INVOICES.i5);
    expect(from(offline.lines, 'Facturar a', 3)).toEqual(['Facturar a', 'Cliente Desconocido', 'Descripción']);
  });

  it('shows the status of paid and cancelled invoices and a manual number', async () => {
    expect((await invoicePdf(INVOICES.i2)).lines).toContain('Estado: Pagada');
    expect((await invoicePdf(INVOICES.i3)).lines).toContain('Estado: Cancelada');
    const manual = await invoicePdf(INVOICES.i6);
    expect(manual.lines[5]).toBe('FAC-2025/77');
    expect(manual.res.headers['content-disposition']).toBe('attachment; filename="factura-FAC-2025_77.pdf"');
  });

  it("dates the document by the invoice's last change, with a fixed producer, not by when it was made", async () => {
    expect(pdfInfo((await invoicePdf(INVOICES.i1)).pdf)).toEqual({
      Title: `FACTURA F-2026-003 — ${CASA_AZUL.name}`,
      Subject: `Factura ${INVOICES.i1}`,
      Author: 'Flora',
      Creator: 'Flora',
      Producer: 'Flora read-api (pdf-lib)',
      CreationDate: 'D:20260318140500Z',
      ModDate: 'D:20260318140500Z',
    });
    expect(T.i1Issued).toBe('2026-03-18T14:05:00.000Z');
  });

  it('carries a long table onto more pages, repeating its header, every line once, wrapping a long description', async () => {
    const { res, pdf, lines } = await invoicePdf(LONG);
    expect(res.statusCode).toBe(200);
    expect(pdfPageCount(pdf)).toBe(3);
    expect(lines.filter((l) => l === 'Descripción')).toHaveLength(3);
    for (let i = 0; i < 70; i++) {
      if (i !== 3)
        expect(
          lines.filter((l) => l === `Arreglo de temporada ${i}`),
          `line ${i}`,
        ).toHaveLength(1);
    }
    // The tulip is the one character DejaVu Sans cannot draw: a visible '�'; 'ę' prints as itself
    // (Helvetica dropped its accent and printed '?' for the tulip: what this test asserted before). The
    // text wraps in its column.
    const first = 'Ramo \uFFFD con tarjeta: “Dziękuję” — entrega en el salón';
    expect(from(lines, first, 7)).toEqual([
      first,
      '4',
      nbsp('$ 1.000,03'),
      nbsp('$ 4.000,12'),
      'principal del hotel antes de las diez, con base de cristal y',
      'follaje',
      'Arreglo de temporada 4',
    ]);
    expect(lines).toContain('FACTURA F-2026-004 · página 3 de 3');
    expect(lines.indexOf('Subtotal')).toBeGreaterThan(lines.indexOf('Arreglo de temporada 69'));
  });

  const rows = async () => {
    const read = (table: string) =>
      sql<{ t: string }>`select t::text as t from ${sql.table(table)} t order by 1`.execute(shop.db);
    return [(await read('billing_clients')).rows, (await read('billing_invoices')).rows];
  };

  it('is byte-identical when made again, by another instance, and after the read model is rebuilt', async () => {
    const before = {
      pdf: (await invoicePdf(INVOICES.i1)).pdf,
      long: (await invoicePdf(LONG)).pdf,
      rows: await rows(),
    };
    expect((await invoicePdf(INVOICES.i1)).pdf.equals(before.pdf)).toBe(true);
    expect((await invoicePdf(INVOICES.i1, await shop.app())).pdf.equals(before.pdf)).toBe(true);
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projectionNamed('billing')!, {
      batchSize: 3,
    });
    expect((await loadCheckpoint(shop.db, 'billing'))!.generation).toBe(2);
    expect(await rows()).toEqual(before.rows);
    expect(before.rows[1]).toHaveLength(7);
    expect((await invoicePdf(INVOICES.i1)).pdf.equals(before.pdf)).toBe(true);
    expect((await invoicePdf(LONG)).pdf.equals(before.long)).toBe(true);
  });

  it('changes nothing when events already applied come again (an invoice never goes back to an older state)', async () => {
    const before = await rows();
    const projection = projectionNamed('billing')!;
    const { generation } = (await loadCheckpoint(shop.db, 'billing'))!;
    await untilAllEventsVisible(shop.db);
    const events = sequence(await shop.store.readAll({ limit: 10_000 }), 0n);
    // The whole history again, then each event alone from the newest back (an old update must not win).
    const replays = [events, ...[...events].reverse().map((e) => [e])];
    for (const replay of replays)
      await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, replay, generation));
    expect(await rows()).toEqual(before);
  });

  it('stops at an event of an invoice it never saw created, rather than skip it', async () => {
    const projection = projectionNamed('billing')!;
    const { generation } = (await loadCheckpoint(shop.db, 'billing'))!;
    const orphan = {
      eventId: 'e',
      type: 'InvoiceIssued',
      data: { number: 'F-2026-999', issuedAt: T.i1Issued },
      metadata: {} as never,
      streamId: invoiceStream('nunca-creada'),
      revision: 1n,
      position: '1/1',
      ordinal: 1n,
    };
    await expect(
      shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, [orphan], generation)),
    ).rejects.toThrow(/before InvoiceCreated/);
  });

  it('answers 404 "Factura no encontrada." for an unknown invoice', async () => {
    const { res } = await invoicePdf('5c1d2e3f-0a0b-4c0d-8e0f-000000000099');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'INVOICE.NOT_FOUND', detail: 'Factura no encontrada.' });
  });
});
