import { execFile } from 'node:child_process';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionWords } from '../../domain/ops';
import type { ReportView } from '../../domain/reports';
import { pdfTextLines } from './read-consignment-pdf-text';
import { bearer } from './read-fixtures';
import { openReportShop, type ReportShop } from './read-reports-history';

// The exports: what the PDF and the workbook hold (read back with pdf.js and exceljs), their
// position, their refusals, and the same bytes at a position after `npm run projections --
// rebuild --all` (the real command, against this test's database).

let shop: ReportShop;
let app: FastifyInstance;
const owner = bearer(['owner']);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  shop = await openReportShop('read_report_exports');
  app = await shop.app();
});
afterAll(async () => shop?.close());

const get = (url: string, headers: Record<string, string> = owner) => app.inject({ url, headers });

async function workbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}

/** A sheet's rows below the header, as the cells' values. */
const rowsOf = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(2)
    .map((r) => (r as ExcelJS.CellValue[]).slice(1));

describe('GET /api/reports/:type/export.xlsx', () => {
  it('one sheet per section, then every product and agreement, typed cells in the area formats', async () => {
    const view: ReportView = (await get('/api/reports/combined')).json();
    const res = await get('/api/reports/combined/export.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['x-flora-position']).toBe(view.position);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="reporte-combinado-${view.position}.xlsx"`);
    const book = await workbook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Resumen',
      'Categorías',
      'Stock bajo',
      'Estados',
      'Socios',
      'Top productos',
      'Productos',
      'Acuerdos',
    ]);
    const summary = new Map(rowsOf(book.getWorksheet('Resumen')!).map(([label, value]) => [label, value]));
    expect(summary.get('Datos')).toBe(positionWords(view.position));
    expect(summary.get('Productos')).toBe(view.inventory!.summary.totalProducts);
    expect(summary.get('Valor consignado')).toBe(view.consignment!.summary.totalValue);
    const valueRow = book
      .getWorksheet('Resumen')!
      .getRows(2, 40)!
      .find((r) => r.getCell(1).value === 'Valor del inventario')!;
    expect(valueRow.getCell(2).numFmt).toBe('"$"#,##0.00');

    const partners = book.getWorksheet('Socios')!;
    expect(partners.getRow(1).values).toEqual([
      undefined,
      'Socio',
      'Acuerdos',
      'Activos',
      'Valor consignado',
      'Vendido',
      'Comisión',
      'Neto',
      '% vendido',
    ]);
    expect(rowsOf(partners).map((r) => r[0])).toEqual(view.consignment!.partners.map((p) => p.businessName));
    expect(partners.getRow(2).getCell(4).numFmt).toBe('"$"#,##0.00');
    expect(partners.getRow(2).getCell(8).numFmt).toBe('0.0%');

    const products = book.getWorksheet('Productos')!;
    expect(rowsOf(products)).toHaveLength(view.inventory!.summary.totalProducts);
    const agreements = book.getWorksheet('Acuerdos')!;
    expect(rowsOf(agreements)).toHaveLength(view.consignment!.summary.totalAgreements);
    const start = agreements.getRow(2).getCell(4);
    expect(start.value).toBeInstanceOf(Date);
    expect(start.numFmt).toBe('dd/mm/yyyy');
    expect(typeof agreements.getRow(2).getCell(6).value).toBe('number');
  });

  it('inventory only: its sheets and the products', async () => {
    const book = await workbook((await get('/api/reports/inventory/export.xlsx?period=month')).rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Resumen', 'Categorías', 'Stock bajo', 'Productos']);
  });
});

describe('GET /api/reports/:type/export.pdf', () => {
  it('prints the title, the position, accents and ñ as written, and every agreement', async () => {
    const q = 'period=custom&from=2026-02-01&to=2026-04-30';
    const view: ReportView = (await get(`/api/reports/consignment?${q}`)).json();
    const res = await get(`/api/reports/consignment/export.pdf?${q}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-flora-position']).toBe(view.position);
    const lines = await pdfTextLines(res.rawPayload);
    expect(lines[0]).toBe('Reporte de consignación');
    expect(lines).toContain(positionWords(view.position));
    expect(lines).toContain('Florería Ñandú y Asociados');
    expect(lines.some((l) => l.includes(`${positionWords(view.position)} · Página 1 de`))).toBe(true);
    for (const p of view.consignment!.partners) expect(lines).toContain(p.businessName);
  });
});

describe('the exports refuse', () => {
  it.each([
    ['/api/reports/stock/export.pdf', 404, 'Tipo de reporte desconocido'],
    [
      '/api/reports/inventory/export.xlsx?period=custom&from=2026-03-10&to=2026-03-01',
      400,
      'La fecha inicial no puede',
    ],
    ['/api/reports/inventory/export.pdf?period=custom&from=2026-13-01&to=2026-12-01', 400, 'AAAA-MM-DD'],
    ['/api/reports/combined/export.xlsx?period=decade', 400, 'Periodo desconocido'],
    ['/api/reports/combined/export.pdf?position=999999', 409, 'aún no llegan'],
  ])('%s → %i', async (url, status, detail) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json().detail).toContain(detail);
  });
  it('403 for a role without reports, 401 without a token', async () => {
    expect((await get('/api/reports/inventory/export.pdf', bearer(['cashier']))).statusCode).toBe(403);
    expect((await get('/api/reports/combined/export.xlsx', bearer(['driver']))).statusCode).toBe(403);
    expect((await get('/api/reports/combined/export.xlsx', {})).statusCode).toBe(401);
  });
});

/** `npm run projections -- …args` against this test's database. */
function projectionsCli(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'projections/cli.ts', ...args],
      { env: { ...process.env, DATABASE_URL: shop.url } },
      (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout + stderr)),
    ),
  );
}

describe('the same export at a position', () => {
  it('is the same bytes after `npm run projections -- rebuild --all`', async () => {
    const position = Number((await get('/api/reports/combined')).json().position) - 2;
    const urls = ['pdf', 'xlsx'].flatMap((format) => [
      `/api/reports/combined/export.${format}?position=${position}`,
      `/api/reports/inventory/export.${format}?position=${position}&asOf=2026-03-20T12:00:00Z`,
      `/api/reports/consignment/export.${format}?position=${position}&period=custom&from=2026-03-01&to=2026-04-30`,
    ]);
    const before = await Promise.all(urls.map(async (url) => (await get(url)).rawPayload));
    expect(await projectionsCli('rebuild', '--all')).toMatch(/^reports: generation 2 live at /m);
    const after = await Promise.all(urls.map(async (url) => (await get(url)).rawPayload));
    urls.forEach((url, i) => expect(after[i]!.equals(before[i]!), url).toBe(true));
    expect(before[0]!.length).toBeGreaterThan(1000);
  }, 60_000);
});
