import Papa from 'papaparse';
import { CSV_COLUMNS } from '../../domain/inventory';
import { invalid } from '../../domain/shared';
import { restoreFormula } from '../../domain/shared/csv';

// A CSV chunk of the product list (the columns of the export) as records numbered like the file's
// rows, so the report names the row the staff sees in their spreadsheet. Our exports put an
// apostrophe before a cell a spreadsheet would run as a formula (domain/shared/csv.ts): it comes
// off here, so an exported file imports back as the same text.

export type CsvColumn = (typeof CSV_COLUMNS)[number];
/** A column missing from the header is absent here (undefined); an empty cell is ''. */
export type CsvCells = Partial<Record<CsvColumn, string>>;

export interface CsvRecord {
  row: number;
  cells: CsvCells;
  /** Why the record cannot be read at all (broken quotes, a different number of columns). */
  broken?: string;
}

/** What a new product needs; the other columns may be left out of the file. */
const REQUIRED_COLUMNS: CsvColumn[] = ['sku', 'name', 'price', 'categories'];

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

function columnsOf(header: string[]): (CsvColumn | undefined)[] {
  const known = new Map(CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  // Unknown columns are ignored: a spreadsheet may carry notes of its own beside ours.
  return header.map((h) => known.get(h.trim().toLowerCase()));
}

/**
 * `firstRow` is the file row of the chunk's first record after its header (2 for a whole file).
 * Blank lines keep their number but are not records.
 */
export function readCsv(text: string, firstRow: number): CsvRecord[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    delimitersToGuess: [',', ';', '\t'],
  });
  const [header = [], ...lines] = parsed.data;
  const columns = columnsOf(header);
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    throw invalid(
      'IMPORT.MISSING_COLUMNS',
      `Faltan columnas en el encabezado: ${missing.join(', ')}. Columnas: ${CSV_COLUMNS.join(', ')}.`,
    );
  }
  const brokenQuotes = new Set(
    parsed.errors.filter((e) => e.type === 'Quotes' && e.row !== undefined).map((e) => e.row! - 1),
  );
  const records: CsvRecord[] = [];
  lines.forEach((cells, i) => {
    if (isBlank(cells)) return;
    const row = firstRow + i;
    const record: CsvRecord = { row, cells: {} };
    columns.forEach((column, c) => {
      if (column) record.cells[column] = restoreFormula(cells[c] ?? '');
    });
    if (brokenQuotes.has(i)) record.broken = 'La fila tiene comillas sin cerrar o mal puestas.';
    else if (cells.length !== header.length)
      record.broken = `La fila tiene ${cells.length} columnas y el encabezado ${header.length}.`;
    records.push(record);
  });
  return records;
}
