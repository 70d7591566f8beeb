import type { Writable } from 'node:stream';
import type { ShopFormat } from '../../../domain/settings';
import { sheetFormats, XlsxWriter } from '../../shared/xlsx-writer';
import type { ExportTable } from './export-tables';

// The report as an Excel workbook: a sheet per table (the summary with the position first), real
// number and date cells in each area's formats, rows streamed out as they are read.

export async function writeReportXlsx(
  out: Writable,
  tables: ExportTable<unknown>[],
  areas: Record<ExportTable<unknown>['area'], ShopFormat>,
): Promise<void> {
  const book = new XlsxWriter(out);
  for (const t of tables) await book.sheet(t.name, t.columns, t.rows, sheetFormats(areas[t.area]));
  await book.commit();
}
