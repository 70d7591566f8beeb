import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, INVENTORY_MESSAGES as M, type ImportReport } from '../../domain/inventory';
import { totalStock } from '../../domain/inventory';
import { expectProblem, useInventoryApi } from './inventory-support';

// CSV import: a per-row report with the file's row numbers, good rows applied whole, bad rows not
// at all, and nothing appended when the same file (or chunk) comes again.

const { inventoryApi } = useInventoryApi('invcsv');

const HEADER = CSV_COLUMNS.join(',');
const FILE_ROWS = [
  'ROS-001,Rosa roja,7501234180013,Docena,450,270,10,3,Rosas|Arreglos,Activo,Cámara fría,', // 2 new
  'TUL-001,Tulipán rojo,,,"$1,250.50",,5,2,Tulipanes,active,,https://flora.test/a.jpg|https://flora.test/b.jpg', // 3 new
  'ORQ-001,Orquídea blanca,,,0,,3,1,Orquídeas,active,,', // 4 price
  'GIR-001,,,,250,,5,2,,active,,', // 5 name and categories
  'LIR-001,Lirio,,,380,,-2,1,Lirios,Perdido,,', // 6 stock and status
  '', // 7 blank
  '"FOL-002","Helecho ""cuero"", manojo",,"Fresco, de Veracruz",90,,40,15,Follaje,Descontinuado,Cámara fría,', // 8 new
  'ROS-001,Rosa roja otra vez,,,460,,1,1,Rosas,active,,', // 9 same SKU as row 2
  'PLA-001,Monstera,7501234180013,,750,,4,1,Plantas,active,,', // 10 ROS-001's barcode
];
const csv = (rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

const EXPECTED_ERRORS = [
  { row: 4, field: 'price', message: M['PRODUCT.PRICE_NOT_POSITIVE'] },
  { row: 5, field: 'name', message: M['PRODUCT.NAME_REQUIRED'] },
  { row: 5, field: 'categories', message: M['PRODUCT.CATEGORY_REQUIRED'] },
  { row: 6, field: 'currentStock', message: M['PRODUCT.STOCK_NEGATIVE'] },
  { row: 6, field: 'status', message: M['PRODUCT.INVALID_STATUS'] },
  { row: 9, field: 'sku', message: 'El SKU ROS-001 ya aparece en la fila 2.' },
  { row: 10, field: 'barcode', message: 'Ya existe un producto con el código de barras 7501234180013.' },
];

const sorted = (errors: ImportReport['errors']) =>
  [...errors].sort((a, b) => a.row - b.row || a.field.localeCompare(b.field));

describe('importing products from CSV', () => {
  it('reports each bad row by file row, field and message, and applies only the good rows', async () => {
    const { importCsv, events, product, database } = await inventoryApi();
    const res = await importCsv(csv(FILE_ROWS));
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as ImportReport;
    expect(report).toMatchObject({ rows: 8, created: 3, updated: 0, unchanged: 0, failed: 5 });
    expect(sorted(report.errors)).toEqual(sorted(EXPECTED_ERRORS));

    const rows = await database.db
      .selectFrom('product_keys')
      .select(['kind', 'key', 'product_id'])
      .orderBy('key')
      .execute();
    expect(rows.map((r) => `${r.kind}:${r.key}`)).toEqual([
      'barcode:7501234180013',
      'sku:fol-002',
      'sku:ros-001',
      'sku:tul-001',
    ]);
    const idOf = (sku: string) => rows.find((r) => r.key === sku)!.product_id as string;

    const rose = await product(idOf('ros-001'));
    expect(rose).toMatchObject({
      name: 'Rosa roja',
      priceCents: 45000,
      wholesalePriceCents: 27000,
      categories: ['Rosas', 'Arreglos'],
      status: 'active',
    });
    expect(rose.stock).toEqual({ 'Cámara fría': 10 });
    expect(await product(idOf('tul-001'))).toMatchObject({
      priceCents: 125050,
      location: 'Almacén principal',
      images: ['https://flora.test/a.jpg', 'https://flora.test/b.jpg'],
    });
    expect(await product(idOf('fol-002'))).toMatchObject({
      name: 'Helecho "cuero", manojo',
      description: 'Fresco, de Veracruz',
      status: 'discontinued',
    });
    expect((await events(idOf('ros-001'))).map((e) => e.type)).toEqual(['ProductAdded', 'StockMoved']);
  });

  it('previews the file (preview=true): the same report, and nothing appended', async () => {
    const { importCsv, countEvents } = await inventoryApi();
    const before = await countEvents();
    const res = await importCsv(csv(FILE_ROWS), '?preview=true');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as ImportReport;
    // Row 10's barcode is only taken once row 2 is imported: the preview, which imports nothing, lets it by.
    expect(report).toMatchObject({ rows: 8, created: 4, updated: 0, unchanged: 0, failed: 4 });
    expect(sorted(report.errors)).toEqual(sorted(EXPECTED_ERRORS.filter((e) => e.row !== 10)));
    expect(await countEvents()).toBe(before);
  });

  it('appends nothing when the same file is imported again: its rows are unchanged', async () => {
    const { importCsv, countEvents } = await inventoryApi();
    const first = (await importCsv(csv(FILE_ROWS))).json() as ImportReport;
    const before = await countEvents();
    const second = await importCsv(csv(FILE_ROWS));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ rows: 8, created: 0, updated: 0, unchanged: 3, failed: 5 });
    expect(sorted(second.json().errors)).toEqual(sorted(first.errors));
    expect(await countEvents()).toBe(before);
  });

  it('updates a known SKU and ignores its currentStock: stock changes only by movements', async () => {
    const { importCsv, product, database } = await inventoryApi();
    await importCsv(csv(FILE_ROWS.slice(0, 1)));
    const changed = 'ros-001,Rosa roja,7501234180013,Docena,480.5,270,99,3,Rosas|Arreglos,Inactivo,Cámara fría,';
    const report = (await importCsv(csv([changed]))).json() as ImportReport;
    expect(report).toMatchObject({ rows: 1, created: 0, updated: 1, unchanged: 0, failed: 0, errors: [] });
    const row = await database.db
      .selectFrom('product_keys')
      .select('product_id')
      .where('key', '=', 'ros-001')
      .executeTakeFirstOrThrow();
    const rose = await product(row.product_id as string);
    expect(rose).toMatchObject({ priceCents: 48050, status: 'inactive' });
    expect(totalStock(rose)).toBe(10);
    expect((await importCsv(csv([changed]))).json()).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('numbers a chunk sent with firstRow as the file does, and a chunk sent again appends nothing', async () => {
    const { importCsv, countEvents } = await inventoryApi();
    const chunk = csv(FILE_ROWS.slice(4)); // file rows 6..10
    const first = await importCsv(chunk, '?firstRow=6');
    expect(first.statusCode, first.body).toBe(200);
    const expected = sorted(EXPECTED_ERRORS.filter((e) => e.row >= 6 && e.row !== 9 && e.row !== 10));
    // Without row 2 in this chunk, ROS-001 at row 9 is new and row 10's barcode is free.
    expect(first.json()).toMatchObject({ rows: 4, created: 3, failed: 1 });
    expect(sorted(first.json().errors)).toEqual(expected);
    const before = await countEvents();
    const again = await importCsv(chunk, '?firstRow=6');
    expect(again.json()).toMatchObject({ rows: 4, created: 0, unchanged: 3, failed: 1 });
    expect(sorted(again.json().errors)).toEqual(expected);
    expect(await countEvents()).toBe(before);
  });

  it('refuses a file without the required columns (400) and one over 1 MiB (413)', async () => {
    const { importCsv, countEvents } = await inventoryApi();
    const missing = expectProblem(await importCsv('sku,name\nROS-001,Rosa\n'), 400, 'IMPORT.MISSING_COLUMNS');
    expect(missing.detail).toContain('price, categories');
    const huge = csv(
      Array.from({ length: 20_000 }, (_, i) => `SKU-${i},Producto ${i},,${'x'.repeat(40)},10,,1,0,Varios,active,,`),
    );
    expectProblem(await importCsv(huge), 413, 'BODY_TOO_LARGE');
    expect(await countEvents()).toBe(0);
  });
});
