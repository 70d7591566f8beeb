import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementStream } from '../../domain/consignment';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { bearer } from './read-fixtures';
import { pdfInfo, pdfPageCount, pdfText, pdfTextLines } from './read-consignment-pdf-text';
import { AGREEMENTS, CODES, MAIN, openConsignmentSample, PARTNERS } from './read-consignment-sample';
import type { ConsignmentShop } from './read-consignment-shop';

// The settlement statement (pdf-lib): what it says, read back from the PDF's own content streams —
// partner, period, every item consigned / sold / returned with its money, the totals, the event
// range it was computed from — and that regenerating it, even after a rebuild, gives the same bytes.

const warehouse = bearer(['warehouse']);
const LONG = '7d3e9c1a-4b2f-4c8d-9e1f-0a1b2c10a6e5';
let shop: ConsignmentShop;
let app: FastifyInstance;

beforeAll(async () => {
  shop = await openConsignmentSample('read_cons_pdf');
  // Seventy items: the table runs onto a second page.
  const items = Array.from({ length: 70 }, (_, i) => ({
    productId: `7d3e9c1a-4b2f-4c8d-9e1f-00000000c${String(i).padStart(3, '0')}`,
    productName: `Flor de temporada ${i}`,
    sku: `FT-${String(i).padStart(3, '0')}`,
    locationId: MAIN,
    quantity: 1 + i,
    unitPrice: 10 + i / 100,
    commission: 20,
  }));
  await shop.createAgreement(
    { agreementId: LONG, partnerId: PARTNERS.lirio, partnerName: 'Florería Lirio', items },
    { at: '2026-03-25T10:00:00.000Z' },
  );
  await shop.projectAll();
  app = await shop.app();
});
afterAll(async () => shop?.close());

async function statement(id: string) {
  const res = await app.inject({
    url: `/api/consignment/agreements/${id}/statement.pdf`,
    headers: warehouse,
  });
  return { res, pdf: res.rawPayload, lines: res.statusCode === 200 ? await pdfTextLines(res.rawPayload) : [] };
}
/** The cells drawn after a row's first one. */
const rowAfter = (lines: string[], first: string) => lines.slice(lines.indexOf(first), lines.indexOf(first) + 9);

describe('GET /api/consignment/agreements/:id/statement.pdf', () => {
  it('downloads as liquidacion-<CODE>.pdf, a PDF', async () => {
    const { res, pdf } = await statement(AGREEMENTS.a1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="liquidacion-${CODES.a1}.pdf"`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says Liquidado, the partner with its RFC, the period and when it was settled', async () => {
    const { lines } = await statement(AGREEMENTS.a1);
    expect(lines.slice(0, 9)).toEqual([
      'Liquidación de consignación',
      'Liquidado',
      `Acuerdo ${CODES.a1} (${AGREEMENTS.a1})`,
      'Socio: Hotel Casa Azul SA de CV',
      'Nombre comercial: Casa Azul',
      'RFC: HCA010101AB1',
      'Periodo: 01/03/2026 – 31/03/2026',
      'Liquidado el: 31/03/2026 18:30 UTC',
      'Producto',
    ]);
    expect(lines).not.toContain('Estado de cuenta provisional');
  });

  it("lists each item consigned, sold and returned with unit price, gross, commission and net in the shop's money, and the totals", async () => {
    const { lines } = await statement(AGREEMENTS.a1);
    expect(rowAfter(lines, 'Producto')).toEqual([
      'Producto',
      'Consignado',
      'Vendido',
      'Devuelto',
      'Precio unit.',
      'Com. %',
      'Bruto',
      'Comisión',
      'Neto',
    ]);
    expect(rowAfter(lines, 'Rosa roja (ROS-001)')).toEqual([
      'Rosa roja (ROS-001)',
      '10',
      '4',
      '6',
      '$48.50',
      '15.0 %',
      '$194.00',
      '$29.11',
      '$164.89',
    ]);
    expect(rowAfter(lines, 'Tulipán amarillo (TUL-002)')).toEqual([
      'Tulipán amarillo (TUL-002)',
      '5',
      '5',
      '0',
      '$30.00',
      '12.5 %',
      '$150.00',
      '$18.75',
      '$131.25',
    ]);
    expect(rowAfter(lines, 'Totales')).toEqual(['Totales', '15', '9', '6', '', '', '$344.00', '$47.86', '$296.14']);
    expect(lines).toContain('Bruto $344.00 - comisión $47.86 = neto $296.14');
    expect(lines).toContain('Importes en USD (dólar estadounidense).');
  });

  it('states the event range it was computed from: first and last revision, positions and times', async () => {
    const events = await shop.store.readStream(agreementStream(AGREEMENTS.a1));
    const [first, last] = [events[0]!, events[events.length - 1]!];
    const { lines } = await statement(AGREEMENTS.a1);
    expect(lines).toContain(`Calculado a partir de los eventos del flujo ${agreementStream(AGREEMENTS.a1)}:`);
    expect(lines).toContain(
      `desde la revisión ${first.revision}, posición global ${first.position}, 01/03/2026 15:00 UTC`,
    );
    expect(lines).toContain(
      `hasta la revisión ${last.revision}, posición global ${last.position}, 31/03/2026 18:30 UTC`,
    );
    expect(last.revision).toBe(4n);
  });

  it('dates the document by its events, with a fixed producer, not by when it was made', async () => {
    const { pdf } = await statement(AGREEMENTS.a1);
    expect(pdfInfo(pdf)).toEqual({
      Title: `Liquidación ${CODES.a1} — Hotel Casa Azul SA de CV`,
      Subject: `Acuerdo de consignación ${AGREEMENTS.a1}`,
      Author: 'Flora',
      Creator: 'Flora',
      Producer: 'Flora read-api (pdf-lib)',
      CreationDate: 'D:20260301150000Z',
      ModDate: 'D:20260331183000Z',
    });
  });

  it('is byte-identical when regenerated, by another instance, and after the read model is rebuilt', async () => {
    const before = (await statement(AGREEMENTS.a1)).pdf;
    expect((await statement(AGREEMENTS.a1)).pdf.equals(before)).toBe(true);
    const other = await shop.app();
    const again = await other.inject({
      url: `/api/consignment/agreements/${AGREEMENTS.a1}/statement.pdf`,
      headers: warehouse,
    });
    expect(again.rawPayload.equals(before)).toBe(true);
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projectionNamed('consignment')!, {
      batchSize: 3,
    });
    expect((await loadCheckpoint(shop.db, 'consignment'))!.generation).toBe(2);
    expect((await statement(AGREEMENTS.a1)).pdf.equals(before)).toBe(true);
  });

  it('is a provisional statement for an active agreement, and never fails on what the font cannot draw', async () => {
    const { res, lines } = await statement(AGREEMENTS.a2);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="liquidacion-${CODES.a2}.pdf"`);
    expect(lines[1]).toBe('Estado de cuenta provisional');
    expect(lines).toContain('Sin liquidar: el acuerdo sigue activo.');
    expect(lines).not.toContain('Liquidado');
    expect(lines).toContain('Socio: Primavera Eventos y Banquetes SA');
    expect(lines).toContain('Nombre comercial: Primavera \uFFFD'); // DejaVu Sans has no emoji: '🌸' shows as '�'
    expect(rowAfter(lines, 'Girasol (GIR-004)')).toEqual([
      'Girasol (GIR-004)',
      '20',
      '4',
      '0',
      '$20.25',
      '20.0 %',
      '$81.00',
      '$16.20',
      '$64.80',
    ]);
  });

  it('says Cancelado for a cancelled agreement, with everything returned', async () => {
    const { lines } = await statement(AGREEMENTS.a3);
    expect(lines[1]).toBe('Cancelado');
    expect(lines).toContain('Cancelado el: 11/03/2026 09:00 UTC');
    expect(rowAfter(lines, 'Totales')).toEqual(['Totales', '2', '0', '2', '', '', '$0.00', '$0.00', '$0.00']);
  });

  it('carries a long table onto more pages, repeating its header, every item once and whole', async () => {
    const { res, pdf, lines } = await statement(LONG);
    expect(res.statusCode).toBe(200);
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(lines.filter((l) => l === 'Producto')).toHaveLength(pages);
    // A name wider than its column wraps under itself (name, then SKU), never cut with an ellipsis.
    for (let i = 0; i < 70; i++) {
      const sku = `(FT-${String(i).padStart(3, '0')})`;
      const at = lines.findIndex((l) => l.startsWith(`Flor de temporada ${i} `) || l === `Flor de temporada ${i}`);
      expect(at, `item ${i}`).toBeGreaterThanOrEqual(0);
      expect(lines.slice(at, at + 12).join(' '), `item ${i}`).toContain(sku);
      expect(
        lines.filter((l) => l.includes(sku)),
        `item ${i}`,
      ).toHaveLength(1);
    }
    expect(lines.some((l) => l.includes('…'))).toBe(false);
    expect(lines).toContain(`Acuerdo 10A6E5 · página ${pages} de ${pages}`);
    expect(rowAfter(lines, 'Totales').slice(1, 4)).toEqual([String((70 * 71) / 2), '0', '0']);
  });

  it("prints the partner's accented name as written, and pdf.js reads it back for search and copy", async () => {
    const { pdf, lines } = await statement(LONG);
    expect(lines).toContain('Socio: Florería Lirio');
    expect(await pdfText(pdf)).toContain('Socio: Florería Lirio');
  });

  it('answers 404 "Acuerdo no encontrado." for an unknown agreement', async () => {
    const { res } = await statement('00000000-0000-4000-8000-000000000099');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'AGREEMENT.NOT_FOUND', detail: 'Acuerdo no encontrado.' });
  });
});
