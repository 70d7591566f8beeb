import { moneyFormat, type ShopMoney } from '../../../domain/settings';
import { BLACK, PdfWriter, type PageLayout } from '../../shared/pdf-writer';
import type { Statement, StatementLine } from './statement';

// The settlement statement as a PDF. Deterministic: no clock (the document's dates are the first
// and last event's), fixed producer and creator, pdf-lib's own seeded names, DejaVu Sans embedded
// under fixed names (pdf-writer) — regenerating it gives the same bytes.

const LAYOUT: PageLayout = { margin: 40, bottom: 70 };
const MARGIN = LAYOUT.margin;
/** Cents as the shop's one money shows them (issue 43). */
type Cash = (cents: number) => string;
const cashOf = (money: ShopMoney): Cash => {
  const f = moneyFormat(money);
  return (cents) => f.format(cents / 100);
};
const currencyName = (code: string) => new Intl.DisplayNames(['es'], { type: 'currency' }).of(code) ?? code;
const pct = (tenths: number) => `${(tenths / 10).toFixed(1)} %`;
const day = (ymd: string) => `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(0, 4)}`;
const moment = (iso: string) => `${day(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;

const HEADINGS: Record<Statement['status'], string> = {
  settled: 'Liquidado',
  active: 'Estado de cuenta provisional',
  completed: 'Estado de cuenta provisional',
  cancelled: 'Cancelado',
};

/**
 * Columns of the items table: title, width, right-aligned, and the cell of a line. DejaVu Sans is
 * wider than Helvetica was: the number titles take 14 points from the product's column to stay whole.
 */
const COLUMNS: { title: string; width: number; right: boolean; cell: (l: StatementLine, cash: Cash) => string }[] = [
  { title: 'Producto', width: 114, right: false, cell: (l) => `${l.productName} (${l.sku})` },
  { title: 'Consignado', width: 57, right: true, cell: (l) => String(l.consigned) },
  { title: 'Vendido', width: 42, right: true, cell: (l) => String(l.sold) },
  { title: 'Devuelto', width: 45, right: true, cell: (l) => String(l.returned) },
  { title: 'Precio unit.', width: 58, right: true, cell: (l, cash) => cash(l.unitPriceCents) },
  { title: 'Com. %', width: 38, right: true, cell: (l) => pct(l.commissionTenths) },
  { title: 'Bruto', width: 60, right: true, cell: (l, cash) => cash(l.grossCents) },
  { title: 'Comisión', width: 58, right: true, cell: (l, cash) => cash(l.commissionCents) },
  { title: 'Neto', width: 60, right: true, cell: (l, cash) => cash(l.netCents) },
];

/** A line across the page, then the cursor moves down by `gap` (14 unless told). */
function line(w: PdfWriter, t: string, options: { size?: number; bold?: boolean; gap?: number } = {}): void {
  w.line(t, { ...options, gap: options.gap ?? 14, fit: true, color: BLACK });
}

function rule(w: PdfWriter): void {
  w.rule(w.y + 9, BLACK, 0.5);
}

/**
 * One row of the items table. The product's name and SKU wrap within their column rather than being
 * cut: the statement is what the partner and the accountant check against, so every name shows whole.
 */
function row(w: PdfWriter, cells: string[], bold = false, titlesOnNewPage?: string[]): void {
  const lines = COLUMNS.map((c, i) => (c.right ? [cells[i]!] : w.wrap(cells[i]!, c.width - 4, { size: 8, bold })));
  const height = 12 + 10 * (Math.max(...lines.map((l) => l.length)) - 1);
  if (w.full(height)) {
    w.newPage();
    if (titlesOnNewPage) row(w, titlesOnNewPage, true);
  }
  let x = MARGIN;
  COLUMNS.forEach((c, i) => {
    lines[i]!.forEach((t, n) => {
      w.textAt(t, x, w.y - 10 * n, {
        size: 8,
        bold,
        width: c.width - 4,
        align: c.right ? 'right' : 'left',
        color: BLACK,
      });
    });
    x += c.width;
  });
  w.y -= height;
}

function header(w: PdfWriter, s: Statement): void {
  line(w, 'Liquidación de consignación', { size: 16, bold: true, gap: 22 });
  line(w, HEADINGS[s.status], { size: 12, bold: true, gap: 18 });
  line(w, `Acuerdo ${s.code} (${s.agreementId})`, { gap: 20 });
  line(w, `Socio: ${s.partner.businessName}`, { bold: true });
  line(w, `Nombre comercial: ${s.partner.tradeName || '—'}`);
  line(w, `RFC: ${s.partner.taxId || '—'}`, { gap: 20 });
  line(w, `Periodo: ${day(s.startDate)} – ${day(s.endDate)}`);
  if (s.settledAt) line(w, `Liquidado el: ${moment(s.settledAt)}`, { gap: 22 });
  else if (s.cancelledAt) line(w, `Cancelado el: ${moment(s.cancelledAt)}`, { gap: 22 });
  else line(w, 'Sin liquidar: el acuerdo sigue activo.', { gap: 22 });
}

function items(w: PdfWriter, s: Statement, cash: Cash): void {
  const titles = COLUMNS.map((c) => c.title);
  row(w, titles, true);
  rule(w);
  for (const l of s.lines)
    row(
      w,
      COLUMNS.map((c) => c.cell(l, cash)),
      false,
      titles,
    );
  const t = s.totals;
  w.y -= 2;
  rule(w);
  row(
    w,
    [
      'Totales',
      String(t.consigned),
      String(t.sold),
      String(t.returned),
      '',
      '',
      cash(t.grossCents),
      cash(t.commissionCents),
      cash(t.netCents),
    ],
    true,
  );
  w.y -= 14;
}

function footer(w: PdfWriter, s: Statement, money: ShopMoney): void {
  const cash = cashOf(money);
  line(
    w,
    `Bruto ${cash(s.totals.grossCents)} - comisión ${cash(s.totals.commissionCents)} = neto ${cash(s.totals.netCents)}`,
    { bold: true, gap: 22 },
  );
  line(w, `Calculado a partir de los eventos del flujo ${s.stream}:`, { size: 8, gap: 11 });
  const mark = (label: string, m: Statement['first']) =>
    `${label} revisión ${m.revision}, posición global ${m.position}, ${moment(m.at)}`;
  line(w, mark('desde la', s.first), { size: 8, gap: 11 });
  line(w, mark('hasta la', s.last), { size: 8, gap: 11 });
  line(w, `Importes en ${money.currency} (${currencyName(money.currency)}).`, { size: 8, gap: 11 });
}

function pageNumbers(w: PdfWriter, code: string): void {
  const pages = w.doc.getPages();
  pages.forEach((p, i) => {
    w.page = p;
    w.textAt(`Acuerdo ${code} · página ${i + 1} de ${pages.length}`, MARGIN, 30, { size: 8, color: BLACK });
  });
}

/** The statement in the shop's money: the same statement and money give the same bytes. */
export async function statementPdf(s: Statement, money: ShopMoney): Promise<Uint8Array> {
  const w = await PdfWriter.create(LAYOUT);
  const doc = w.doc;
  header(w, s);
  items(w, s, cashOf(money));
  footer(w, s, money);
  pageNumbers(w, s.code);
  doc.setTitle(w.clean(`Liquidación ${s.code} — ${s.partner.businessName}`, w.regular));
  doc.setSubject(`Acuerdo de consignación ${s.agreementId}`);
  doc.setAuthor('Flora');
  doc.setCreator('Flora');
  doc.setProducer('Flora read-api (pdf-lib)');
  doc.setLanguage('es-MX');
  doc.setCreationDate(new Date(s.first.at));
  doc.setModificationDate(new Date(s.last.at));
  return w.save();
}
