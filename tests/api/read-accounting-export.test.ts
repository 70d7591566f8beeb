import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, credit, debit, ledgerStream, type JournalLine } from '../../domain/accounting';
import { positionWords } from '../../domain/ops';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { projectionNamed } from '../../projections/registry';
import { testEvent } from '../support/events';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { pdfTextLines } from './read-consignment-pdf-text';
import { tokenFor } from './read-fixtures';

// The books' reports as files (issue 18): each of the four as a PDF and a workbook, with its Spanish
// title, headers, span and position; a general ledger's file holds every line of its span; and the
// bytes are the ledger's alone — a full rebuild of the ledger read model gives the same files.

let shop: InventoryShop;
let app: FastifyInstance;
const ACCOUNTANT = { authorization: `Bearer ${tokenFor(['accounting'])}` };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function post(day: string, lines: JournalLine[], description = 'Asiento') {
  const data = {
    entryId: randomUUID(),
    month: day.slice(0, 7),
    date: day,
    postedOn: day,
    description,
    lines,
    source: { kind: 'manual', reason: 'Prueba' },
    totalCents: lines.reduce((s, l) => s + l.debitCents, 0),
  };
  await shop.store.appendToStream(ledgerStream(data.month), [testEvent('JournalEntryPosted', data)], {
    expected: 'any',
  });
}

beforeAll(async () => {
  shop = await openInventoryShop('read_acc_export');
  await post(
    '2026-01-10',
    [debit(ACCOUNTS.cash, 11_900), credit(ACCOUNTS.counterSales, 10_000), credit(ACCOUNTS.taxPayable, 1_900)],
    'Venta de mostrador: ñandú',
  );
  await post('2026-01-20', [debit(ACCOUNTS.rent, 15_000), credit(ACCOUNTS.cash, 15_000)], 'Alquiler de enero');
  await post('2026-02-02', [debit(ACCOUNTS.inventory, 50_000), credit(ACCOUNTS.suppliers, 50_000)]);
  // A general ledger longer than a screen's page (100): its file holds every line.
  for (let i = 0; i < 120; i++)
    await post('2026-01-15', [debit(ACCOUNTS.cash, 100), credit(ACCOUNTS.counterSales, 100)]);
  await shop.project(50, ['ledger']);
  app = await shop.app();
});
afterAll(async () => shop?.close());

const get = (url: string, headers: Record<string, string> = ACCOUNTANT) => app.inject({ url, headers });

const QUERIES = {
  'trial-balance': 'from=2026-01-01&to=2026-01-31',
  'income-statement': 'from=2026-01-01&to=2026-01-31',
  'balance-sheet': 'asOf=2026-02-28',
  'general-ledger': `account=${ACCOUNTS.cash}&from=2026-01-01&to=2026-01-31`,
} as const;
const TITLES = {
  'trial-balance': 'Balanza de comprobación',
  'income-statement': 'Estado de resultados',
  'balance-sheet': 'Balance general',
  'general-ledger': `Libro mayor — ${ACCOUNTS.cash} `,
} as const;
const DAYS = {
  'trial-balance': '2026-01-31',
  'income-statement': '2026-01-31',
  'balance-sheet': '2026-02-28',
  'general-ledger': '2026-01-31',
};
const REPORTS = Object.keys(QUERIES) as (keyof typeof QUERIES)[];
const URLS = REPORTS.flatMap((r) =>
  (['pdf', 'xlsx'] as const).map((f) => ({
    report: r,
    format: f,
    url: `/api/accounting/reports/${r}/export.${f}?${QUERIES[r]}`,
  })),
);

async function workbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}
/** A sheet's header cells (exceljs' row values start at index 1). */
const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
const position = async () => (await loadCheckpoint(shop.db, 'ledger'))!.position!;

describe('the books as files', () => {
  it.each(URLS)(
    '$report as $format: a download named by its day, the position printed',
    async ({ report, format, url }) => {
      const res = await get(url);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe(format === 'pdf' ? 'application/pdf' : XLSX);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="contabilidad-${report}-${DAYS[report]}.${format}"`,
      );
      const at = String(await position());
      expect(res.headers['x-flora-position']).toBe(at);
      if (format === 'pdf') {
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        // Dated by the report's day, never by the clock.
        const dated = `(D:${DAYS[report].replaceAll('-', '')}000000Z)`;
        expect(res.rawPayload.toString('latin1')).toContain(`/CreationDate ${dated}`);
        expect(res.rawPayload.toString('latin1')).toContain(`/ModDate ${dated}`);
        const lines = await pdfTextLines(res.rawPayload);
        expect(lines[0]).toContain(TITLES[report]);
        // The position in the shop's words: the event its figures stand at.
        expect(lines).toContain(positionWords(at));
        expect(lines.some((l) => l.includes(`${positionWords(at)} · Página 1 de`))).toBe(true);
      } else {
        expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
        const book = await workbook(res.rawPayload);
        const summary = book.getWorksheet('Resumen')!;
        expect(headerOf(summary)).toEqual(['Indicador', 'Valor']);
        expect(String(summary.getRow(2).getCell(2).value)).toContain(TITLES[report]);
      }
    },
  );

  it('a trial balance: Cuenta, Nombre, Debe, Haber, Saldo, and its totals', async () => {
    const book = await workbook((await get(URLS[1]!.url)).rawPayload);
    const accounts = book.getWorksheet('Cuentas')!;
    expect(headerOf(accounts)).toEqual(['Cuenta', 'Nombre', 'Debe', 'Haber', 'Saldo']);
    const last = accounts.getRow(accounts.rowCount);
    expect([last.getCell(2).value, last.getCell(3).value, last.getCell(4).value]).toEqual(['Total', 389, 389]);
    expect(typeof accounts.getRow(2).getCell(3).value).toBe('number');
  });

  it("a general ledger's file: every line of the span, named in its title", async () => {
    const book = await workbook(
      (await get(`/api/accounting/reports/general-ledger/export.xlsx?${QUERIES['general-ledger']}`)).rawPayload,
    );
    const lines = book.getWorksheet('Movimientos')!;
    expect(headerOf(lines)).toEqual(['Fecha', 'Descripción', 'Concepto', 'Origen', 'Debe', 'Haber', 'Saldo']);
    expect(lines.rowCount).toBe(1 + 122);
    const pdf = await pdfTextLines(
      (await get(`/api/accounting/reports/general-ledger/export.pdf?${QUERIES['general-ledger']}`)).rawPayload,
    );
    expect(pdf).toContain('Venta de mostrador: ñandú');
  });

  it('refuses bad parameters (400 in Spanish) and other roles (403)', async () => {
    for (const [url, detail] of [
      ['/api/accounting/reports/general-ledger/export.pdf?account=caja', 'La cuenta debe ser un código'],
      ['/api/accounting/reports/general-ledger/export.xlsx', 'account'],
      [`/api/accounting/reports/general-ledger/export.xlsx?${QUERIES['general-ledger']}&page=2`, 'page'],
      ['/api/accounting/reports/trial-balance/export.pdf?from=2026-02-01&to=2026-01-01', 'La fecha inicial no puede'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toContain(detail);
    }
    const cashier = { authorization: `Bearer ${tokenFor(['cashier'])}` };
    expect((await get(URLS[0]!.url, cashier)).statusCode).toBe(403);
  });
});

describe('an empty ledger', () => {
  it('still gives every file, its tables empty', async () => {
    const empty = await openInventoryShop('read_acc_export_empty');
    try {
      const emptyApp = await empty.app();
      for (const { url, format } of URLS) {
        const res = await emptyApp.inject({ url, headers: ACCOUNTANT });
        expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
        expect(res.rawPayload.subarray(0, 2).toString()).toBe(format === 'pdf' ? '%P' : 'PK');
      }
    } finally {
      await empty.close();
    }
  });
});

describe('the same files after a rebuild', () => {
  it('a full rebuild of the ledger read model gives byte-identical exports', async () => {
    const before = await Promise.all(URLS.map(async ({ url }) => (await get(url)).rawPayload));
    const projection = projectionNamed('ledger')!;
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projection, { batchSize: 7 });
    expect((await loadCheckpoint(shop.db, 'ledger'))!.generation).toBe(2);
    const after = await Promise.all(URLS.map(async ({ url }) => (await get(url)).rawPayload));
    URLS.forEach(({ url }, i) => expect(after[i]!.equals(before[i]!), url).toBe(true));
    expect(before.every((b) => b.length > 1000)).toBe(true);
  }, 60_000);
});
