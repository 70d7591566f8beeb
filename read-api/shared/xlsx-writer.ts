import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { moneyFormat, type ShopFormat, type ShopMoney } from '../../domain/settings';

// Excel workbooks written as a stream (exceljs' WorkbookWriter: each row leaves memory once
// committed), the same bytes for the same content: the zip entries and the document's properties
// carry one fixed date, never the clock.

/** The date every exported workbook carries (properties and zip entries): not when it was made. */
export const WORKBOOK_DATE = new Date('2000-01-01T00:00:00.000Z');

/** How a column's cells are written: text, a whole number, money of an area, a percentage, a day. */
export type CellKind = 'text' | 'integer' | 'decimal' | 'money' | 'percent' | 'day';
export type CellValue = string | number | null;

export interface SheetColumn<R> {
  header: string;
  /** In characters, as Excel measures a column. */
  width: number;
  /** One kind for the column, or one per row (a summary's label/value pairs). */
  kind: CellKind | ((row: R) => CellKind);
  value: (row: R) => CellValue;
}

/** The area's formats: money as its currency shows it, days as its date format. */
export interface SheetFormats {
  money: string;
  day: string;
}

/**
 * An Excel number format for an area's currency: its symbol where the area's locale puts it
 * ('"$"#,##0.00' for MXN in es-MX and COP in es-CO, '#,##0.00 "€"' for EUR in es-ES), with the
 * currency's decimals. Separators are Excel's: it shows them as the reader's own locale does.
 */
export function currencyFormat(area: ShopMoney): string {
  const money = moneyFormat(area);
  const parts = money.formatToParts(1);
  const symbol = parts.find((p) => p.type === 'currency')?.value ?? area.currency;
  const decimals = money.resolvedOptions().maximumFractionDigits ?? 2;
  const number = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  const before = parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  const quoted = `"${symbol.replace(/"/g, '')}"`;
  return before ? `${quoted}${number}` : `${number} ${quoted}`;
}

export const sheetFormats = (area: ShopFormat): SheetFormats => ({
  money: currencyFormat(area),
  day: area.dateFormat,
});

const PERCENT = '0.0%';
const INTEGER = '#,##0';
const DECIMAL = '#,##0.0';

interface ZipEntry {
  date?: Date;
}
/** The parts of WorkbookWriter its typings leave out: the archiver it writes through, its date. */
interface WriterInternals {
  created: Date;
  zip: { _normalizeEntryData(data: ZipEntry, stats?: unknown): unknown };
}

/**
 * WorkbookWriter with every zip entry dated as the workbook (archiver would date each by the clock).
 * The pin goes in addThemes: the constructor appends the theme and rels before anything else runs.
 */
class PinnedWorkbookWriter extends ExcelJS.stream.xlsx.WorkbookWriter {
  override addThemes(): Promise<void> {
    const self = this as unknown as WriterInternals;
    const normalize = self.zip._normalizeEntryData.bind(self.zip);
    self.zip._normalizeEntryData = (data, stats) => normalize({ ...data, date: self.created }, stats);
    return super.addThemes();
  }
}

/** A day 'yyyy-mm-dd' as the Date Excel shows as that day (its serial numbers count UTC days). */
const dayDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

export class XlsxWriter {
  private readonly book: PinnedWorkbookWriter;

  constructor(stream: Writable) {
    this.book = new PinnedWorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
      created: WORKBOOK_DATE,
      modified: WORKBOOK_DATE,
      creator: 'Flora',
      lastModifiedBy: 'Flora',
    } as Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>);
  }

  /**
   * A sheet from rows: a bold header row kept in view (frozen), one typed cell per column — real
   * numbers, Dates for days, the area's money format, percentages from 0–100 figures — and the
   * columns' widths. Rows are committed as they come, so an async source of any length streams.
   */
  async sheet<R>(
    name: string,
    columns: SheetColumn<R>[],
    rows: Iterable<R> | AsyncIterable<R>,
    formats: SheetFormats,
  ): Promise<number> {
    const sheet = this.book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({
      width: c.width,
      style: typeof c.kind === 'string' ? { numFmt: numberFormat(c.kind, formats) } : {},
    }));
    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    let count = 0;
    for await (const row of rows) {
      const kinds = columns.map((c) => (typeof c.kind === 'string' ? c.kind : c.kind(row)));
      const added = sheet.addRow(columns.map((c, i) => cell(kinds[i]!, c.value(row))));
      columns.forEach((c, i) => {
        const format = typeof c.kind === 'string' ? undefined : numberFormat(kinds[i]!, formats);
        if (format) added.getCell(i + 1).numFmt = format;
      });
      added.commit();
      count++;
    }
    await sheet.commit();
    return count;
  }

  /** Finishes the workbook: the stream ends once the zip is written. */
  async commit(): Promise<void> {
    await this.book.commit();
  }
}

function numberFormat(kind: CellKind, formats: SheetFormats): string | undefined {
  if (kind === 'money') return formats.money;
  if (kind === 'percent') return PERCENT;
  if (kind === 'integer') return INTEGER;
  if (kind === 'decimal') return DECIMAL;
  if (kind === 'day') return formats.day;
  return undefined;
}

/** A cell's value: null stays empty; a percentage 42.5 is the fraction 0.425 Excel shows as 42.5%. */
function cell(kind: CellKind, value: CellValue): string | number | Date | null {
  if (value === null) return null;
  if (kind === 'percent' && typeof value === 'number') return Math.round(value * 10) / 1000;
  if (kind === 'day' && typeof value === 'string') return dayDate(value);
  return value;
}
