import type { z } from 'zod';
import type { CsvCells, CsvColumn } from './csv-rows';

// A CSV row as the bodies of the HTTP routes, so the same zod schemas judge it with the same
// messages. Cells stay strings when they are not what a field wants: the schema names the problem.

const STATUSES: Record<string, string> = {
  active: 'active',
  activo: 'active',
  inactive: 'inactive',
  inactivo: 'inactive',
  discontinued: 'discontinued',
  descontinuado: 'discontinued',
};
const withoutAccents = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** Pesos as a spreadsheet writes them: "$1,250.50", "450", "99.9". */
function number(cell: string): number | string {
  let s = cell.trim().replace(/^\$/, '').replace(/\s/g, '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : cell;
}

const list = (cell: string) =>
  cell
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
const status = (cell: string) => STATUSES[withoutAccents(cell.trim().toLowerCase())] ?? cell;

type Fields = Record<string, unknown>;

/** Drops what the row does not say, so a schema sees "not given" (a default, or keep as is). */
const given = (fields: Fields) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));

const blankIs = <T>(cell: string | undefined, blank: T, read: (c: string) => unknown) =>
  cell === undefined ? undefined : cell.trim() === '' ? blank : read(cell);

/** The fields every row has. A required cell left blank (name, price, categories) is refused as such. */
function common(cells: CsvCells): Fields {
  return {
    name: cells.name,
    description: cells.description,
    // null fails the price schema with its own message, for a new product and an existing one alike.
    price: blankIs(cells.price, null, number),
    wholesalePrice: blankIs(cells.wholesalePrice, null, number),
    minStockLevel: blankIs(cells.minStockLevel, undefined, number),
    categories: blankIs(cells.categories, [], list),
    status: blankIs(cells.status, undefined, status),
    images: blankIs(cells.images, [], list),
    location: blankIs(cells.location, undefined, (c) => c),
  };
}

/** A new product: a blank barcode is none; a blank stock is 0. */
export const addProductInput = (cells: CsvCells): Fields =>
  given({
    ...common(cells),
    sku: cells.sku,
    barcode: blankIs(cells.barcode, undefined, (c) => c),
    currentStock: blankIs(cells.currentStock, undefined, number),
  });

/** An existing product: the SKU is its key, a blank barcode removes it; stock changes only by movements. */
export const updateProductInput = (cells: CsvCells): Fields =>
  given({ ...common(cells), barcode: blankIs(cells.barcode, null, (c) => c) });

const FIELD_OF: Record<string, CsvColumn> = { category: 'categories' };

/** The CSV column an issue is about (the report's `field`). */
export const columnOf = (path: readonly PropertyKey[]): string => {
  const first = String(path[0] ?? '');
  return FIELD_OF[first] ?? (first || '(fila)');
};

export const rowErrors = (row: number, error: z.ZodError) => {
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    const field = columnOf(issue.path);
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ row, field, message: issue.message }];
  });
};
