import Papa from 'papaparse';
import type { ImportReport } from '@domain/inventory';
import { csvText } from '@domain/shared/csv';

// A large file goes up in chunks so each request stays short and the progress bar moves. Every
// chunk repeats the header (the server maps columns by name) and says which file row it starts at.
export interface CsvChunk {
  csv: string;
  /** File row number of the chunk's first data row; the header is row 1. */
  firstRow: number;
  lastRow: number;
}

export class CsvFileError extends Error {}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/**
 * Splits records, not lines: a quoted field may hold a line break. Blank lines stay in place (the
 * server skips them but counts them), so the report's row numbers are the file's; trailing ones go.
 */
export function chunkCsvText(text: string, rowsPerChunk: number): CsvChunk[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''));
  const [header, ...rows] = parsed.data;
  if (!header || isBlank(header)) throw new CsvFileError('empty');
  while (rows.length > 0 && isBlank(rows[rows.length - 1]!)) rows.pop();
  const chunks: CsvChunk[] = [];
  for (let start = 0; start < rows.length; start += rowsPerChunk) {
    const slice = rows.slice(start, start + rowsPerChunk);
    chunks.push({
      // The shop's CSV writer, without neutralising: the chunk carries the user's own cells to our
      // import (which takes our prefixes off), not to a spreadsheet.
      csv: csvText(header, slice, { neutralise: false }),
      firstRow: start + 2,
      lastRow: start + slice.length + 1,
    });
  }
  return chunks;
}

export const emptyReport = (): ImportReport => ({
  rows: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  failed: 0,
  errors: [],
});

/** The file's report: the chunks' counts added up, their row errors in file order. */
export function combineReports(a: ImportReport, b: ImportReport): ImportReport {
  return {
    rows: a.rows + b.rows,
    created: a.created + b.created,
    updated: a.updated + b.updated,
    unchanged: a.unchanged + b.unchanged,
    failed: a.failed + b.failed,
    errors: [...a.errors, ...b.errors],
  };
}
