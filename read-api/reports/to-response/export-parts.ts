import type { CellKind, CellValue, SheetColumn } from '../../shared/xlsx-writer';

// The pieces every report's export tables are made of (export-tables.ts, freshness-tables.ts): a
// table, its columns, and the summary's facts.

export interface ExportTable<R> {
  /** The sheet's name and the PDF section's heading (Excel allows 31 characters). */
  name: string;
  /** Whose money format the table's amounts take. */
  area: 'inventory' | 'consignment';
  columns: SheetColumn<R>[];
  rows: Iterable<R> | AsyncIterable<R>;
}

/** One line of the summary: a label and a figure of its own kind. */
export interface Fact {
  label: string;
  value: CellValue;
  kind: CellKind;
}

export const col = <R>(header: string, width: number, kind: SheetColumn<R>['kind'], value: (r: R) => CellValue) => ({
  header,
  width,
  kind,
  value,
});

export const facts = (area: ExportTable<Fact>['area'], rows: Fact[]) =>
  table<Fact>('Resumen', area, rows, [
    col('Indicador', 34, 'text', (f) => f.label),
    col(
      'Valor',
      24,
      (f) => f.kind,
      (f) => f.value,
    ),
  ]);

export function table<R>(
  name: string,
  area: ExportTable<R>['area'],
  rows: ExportTable<R>['rows'],
  columns: SheetColumn<R>[],
): ExportTable<unknown> {
  // Erased to unknown rows: each table's columns read only the rows it was built with.
  return { name, area, rows, columns } as unknown as ExportTable<unknown>;
}
