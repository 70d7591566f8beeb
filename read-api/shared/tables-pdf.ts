import { moneyFormat, type ShopFormat } from '../../domain/settings';
import { ACCENT, MUTED, PdfWriter, type PageLayout } from './pdf-writer';
import type { CellKind, CellValue, SheetColumn } from './xlsx-writer';

// A document of tables as a PDF (the reports', the books', a payslip): the title, then each table as
// a section, a header row repeated on every page, and a footer with the position and the page
// number. No clock anywhere: the same tables at the same position print the same bytes.

const LAYOUT: PageLayout = { margin: 36, bottom: 52 };
const ROW = 13;
const SIZE = 8.5;
const EMPTY = 'Sin datos para este periodo.';

/** A table as a section of a document: its heading, its columns, its rows (a report's, the books', a payslip's). */
export interface PdfTable {
  name: string;
  columns: SheetColumn<unknown>[];
  rows: Iterable<unknown> | AsyncIterable<unknown>;
}
type Formatter = (kind: CellKind, value: CellValue) => string;

/** A cell as the area shows it: the shop's money, the area's date order; '—' for a figure not kept exactly. */
function formatter(area: ShopFormat): Formatter {
  const money = moneyFormat(area);
  const integer = new Intl.NumberFormat(area.locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(area.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const decimal = percent; // one decimal, as the percentages
  return (kind, value) => {
    if (value === null) return '—';
    if (typeof value === 'string') {
      if (kind !== 'day') return value;
      const [y, m, d] = value.split('-');
      return area.dateFormat.replace('yyyy', y!).replace('mm', m!).replace('dd', d!);
    }
    if (kind === 'money') return money.format(value);
    if (kind === 'percent') return `${percent.format(value)} %`;
    if (kind === 'decimal') return decimal.format(value);
    return integer.format(value);
  };
}

const numeric = (kind: CellKind) => kind !== 'text' && kind !== 'day';
/** Figures align right; so does a column of mixed kinds (the summary's values), for one edge. */
const alignsRight = (c: PdfTable['columns'][number]) => typeof c.kind !== 'string' || numeric(c.kind);

/** What a figure of each kind takes at most, so its column never cuts it. */
const WIDEST: Record<CellKind, string> = {
  text: '',
  integer: '00000',
  decimal: '000.0',
  money: '$00,000.00',
  percent: '100.0 %',
  day: '00/00/0000',
};

/**
 * Column widths in points: each at least its header and its widest figure; what is left of the
 * page goes to the text columns (names, categories) in the proportion of their Excel widths.
 */
function columnWidths(w: PdfWriter, t: PdfTable): number[] {
  const least = t.columns.map(
    (c) =>
      Math.max(
        w.widthOf(c.header, { size: SIZE, bold: true }),
        w.widthOf(typeof c.kind === 'string' ? WIDEST[c.kind] : '', { size: SIZE }),
      ) + 6,
  );
  const free = w.width - least.reduce((a, b) => a + b, 0);
  const grows = t.columns.map((c) => (c.kind === 'text' || typeof c.kind === 'function' ? c.width : 0));
  const weight = grows.reduce((a, b) => a + b, 0);
  if (free < 0 || weight === 0) return least.map((l) => (l / (w.width - free)) * w.width);
  return least.map((l, i) => l + (free * grows[i]!) / weight);
}

async function drawTable(w: PdfWriter, t: PdfTable, cell: Formatter): Promise<void> {
  const widths = columnWidths(w, t);
  const xs = widths.map((_, i) => LAYOUT.margin + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const header = () => {
    t.columns.forEach((c, i) => {
      const right = alignsRight(c);
      w.textAt(c.header, xs[i]! + 2, w.y, {
        size: SIZE,
        bold: true,
        width: widths[i]! - 4,
        align: right ? 'right' : 'left',
        fit: true,
      });
    });
    w.rule(w.y - 4);
    w.y -= ROW + 2;
  };
  if (w.full(24 + 3 * ROW)) w.newPage();
  w.line(t.name, { size: 12, bold: true, color: ACCENT, gap: 18 });
  header();
  let rows = 0;
  for await (const row of t.rows) {
    if (w.full(ROW)) {
      w.newPage();
      header();
    }
    t.columns.forEach((c, i) => {
      const kind = typeof c.kind === 'string' ? c.kind : c.kind(row);
      const text = cell(kind, c.value(row));
      w.textAt(text, xs[i]! + 2, w.y, {
        size: SIZE,
        width: widths[i]! - 4,
        align: alignsRight(c) ? 'right' : 'left',
        fit: true,
      });
    });
    w.y -= ROW;
    rows++;
  }
  if (rows === 0) w.line(EMPTY, { size: SIZE, color: MUTED, gap: ROW });
  w.y -= 14;
}

/** The footer of every page, written once the page count is known. */
function footers(w: PdfWriter, footer: string): void {
  const pages = w.doc.getPages();
  pages.forEach((page, n) => {
    w.page = page;
    const text = `Flora · ${footer} · Página ${n + 1} de ${pages.length}`;
    w.textAt(text, LAYOUT.margin, 28, { size: 7.5, color: MUTED, width: w.width, align: 'center' });
  });
}

/** A document of tables: the title, each table a section in its area's formats, a footer on every page. */
export interface TablesPdf {
  title: string;
  /** What every page's footer says between 'Flora' and the page number (the title, the position). */
  footer: string;
  sections: { table: PdfTable; area: ShopFormat }[];
  /** The day the figures are of: the document's creation and modification date (never the clock). */
  day?: string;
}

export async function tablesPdf(d: TablesPdf): Promise<Uint8Array> {
  const w = await PdfWriter.create(LAYOUT);
  w.doc.setTitle(d.title);
  w.doc.setProducer('Flora');
  w.doc.setCreator('Flora');
  if (d.day) {
    const at = new Date(`${d.day}T00:00:00.000Z`);
    w.doc.setCreationDate(at);
    w.doc.setModificationDate(at);
  }
  w.line(d.title, { size: 18, bold: true, gap: 26 });
  for (const s of d.sections) await drawTable(w, s.table, formatter(s.area));
  footers(w, d.footer);
  return w.save();
}
