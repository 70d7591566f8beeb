import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Statement, StatementLine } from './statement-data';

// The settlement statement as a PDF. Deterministic: no clock (the document's dates are the first
// and last event's), fixed producer and creator, pdf-lib's own seeded names, standard fonts (not
// embedded, so nothing varies with a font file) — regenerating it gives the same bytes.

const PAGE: [number, number] = [612, 792]; // US Letter, points
const MARGIN = 40;
const BOTTOM = 70;
const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const mxn = (cents: number) => money.format(cents / 100);
const pct = (tenths: number) => `${(tenths / 10).toFixed(1)} %`;
const day = (ymd: string) => `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(0, 4)}`;
const moment = (iso: string) => `${day(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;

const HEADINGS: Record<Statement['status'], string> = {
  settled: 'Liquidado',
  active: 'Estado de cuenta provisional',
  completed: 'Estado de cuenta provisional',
  cancelled: 'Cancelado',
};

/** Columns of the items table: title, width, right-aligned, and the cell of a line. */
const COLUMNS: { title: string; width: number; right: boolean; cell: (l: StatementLine) => string }[] = [
  { title: 'Producto', width: 128, right: false, cell: (l) => `${l.productName} (${l.sku})` },
  { title: 'Consignado', width: 52, right: true, cell: (l) => String(l.consigned) },
  { title: 'Vendido', width: 40, right: true, cell: (l) => String(l.sold) },
  { title: 'Devuelto', width: 42, right: true, cell: (l) => String(l.returned) },
  { title: 'Precio unit.', width: 58, right: true, cell: (l) => mxn(l.unitPriceCents) },
  { title: 'Com. %', width: 34, right: true, cell: (l) => pct(l.commissionTenths) },
  { title: 'Bruto', width: 60, right: true, cell: (l) => mxn(l.grossCents) },
  { title: 'Comisión', width: 58, right: true, cell: (l) => mxn(l.commissionCents) },
  { title: 'Neto', width: 60, right: true, cell: (l) => mxn(l.netCents) },
];

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  private readonly charsets = new Map<PDFFont, Set<number>>();

  /** Characters a standard font cannot encode (emoji, CJK…) become '?', never an exception. */
  clean(text: string, font: PDFFont): string {
    let known = this.charsets.get(font);
    if (!known) this.charsets.set(font, (known = new Set(font.getCharacterSet())));
    return [...text.replace(/[\r\n\t]+/g, ' ')].map((c) => (known!.has(c.codePointAt(0)!) ? c : '?')).join('');
  }

  /** Shortened with an ellipsis to fit `width`. */
  fit(text: string, font: PDFFont, size: number, width: number): string {
    let t = this.clean(text, font);
    if (font.widthOfTextAtSize(t, size) <= width) return t;
    while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
    return `${t}…`;
  }

  text(
    text: string,
    x: number,
    options: { size?: number; bold?: boolean; width?: number; right?: boolean } = {},
  ): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const t = options.width ? this.fit(text, font, size, options.width) : this.clean(text, font);
    const at = options.right && options.width ? x + options.width - font.widthOfTextAtSize(t, size) : x;
    this.page.drawText(t, { x: at, y: this.y, size, font, color: rgb(0, 0, 0) });
  }

  line(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}): void {
    this.room(options.gap ?? 14);
    this.text(text, MARGIN, { ...options, width: PAGE[0] - 2 * MARGIN });
    this.y -= options.gap ?? 14;
  }

  room(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 9 },
      end: { x: PAGE[0] - MARGIN, y: this.y + 9 },
      thickness: 0.5,
    });
  }

  row(cells: string[], bold = false): void {
    this.room(12);
    let x = MARGIN;
    COLUMNS.forEach((c, i) => {
      this.text(cells[i]!, x, { size: 8, bold, width: c.width - 4, right: c.right });
      x += c.width;
    });
    this.y -= 12;
  }
}

function header(w: Writer, s: Statement): void {
  w.line('Liquidación de consignación', { size: 16, bold: true, gap: 22 });
  w.line(HEADINGS[s.status], { size: 12, bold: true, gap: 18 });
  w.line(`Acuerdo ${s.code} (${s.agreementId})`, { gap: 20 });
  w.line(`Socio: ${s.partner.businessName}`, { bold: true });
  w.line(`Nombre comercial: ${s.partner.tradeName || '—'}`);
  w.line(`RFC: ${s.partner.taxId || '—'}`, { gap: 20 });
  w.line(`Periodo: ${day(s.startDate)} – ${day(s.endDate)}`);
  if (s.settledAt) w.line(`Liquidado el: ${moment(s.settledAt)}`, { gap: 22 });
  else if (s.cancelledAt) w.line(`Cancelado el: ${moment(s.cancelledAt)}`, { gap: 22 });
  else w.line('Sin liquidar: el acuerdo sigue activo.', { gap: 22 });
}

function items(w: Writer, s: Statement): void {
  const titles = COLUMNS.map((c) => c.title);
  w.row(titles, true);
  w.rule();
  for (const l of s.lines) {
    if (w.y - 12 < BOTTOM) {
      w.newPage();
      w.row(titles, true);
    }
    w.row(COLUMNS.map((c) => c.cell(l)));
  }
  const t = s.totals;
  w.y -= 2;
  w.rule();
  w.row(
    [
      'Totales',
      String(t.consigned),
      String(t.sold),
      String(t.returned),
      '',
      '',
      mxn(t.grossCents),
      mxn(t.commissionCents),
      mxn(t.netCents),
    ],
    true,
  );
  w.y -= 14;
}

function footer(w: Writer, s: Statement): void {
  w.line(
    `Bruto ${mxn(s.totals.grossCents)} - comisión ${mxn(s.totals.commissionCents)} = neto ${mxn(s.totals.netCents)}`,
    { bold: true, gap: 22 },
  );
  w.line(`Calculado a partir de los eventos del flujo ${s.stream}:`, { size: 8, gap: 11 });
  const mark = (label: string, m: Statement['first']) =>
    `${label} revisión ${m.revision}, posición global ${m.position}, ${moment(m.at)}`;
  w.line(mark('desde la', s.first), { size: 8, gap: 11 });
  w.line(mark('hasta la', s.last), { size: 8, gap: 11 });
  w.line('Importes en pesos mexicanos (MXN).', { size: 8, gap: 11 });
}

function pageNumbers(doc: PDFDocument, font: PDFFont, code: string): void {
  const pages = doc.getPages();
  pages.forEach((p, i) =>
    p.drawText(`Acuerdo ${code} · página ${i + 1} de ${pages.length}`, { x: MARGIN, y: 30, size: 8, font }),
  );
}

export async function statementPdf(s: Statement): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  header(w, s);
  items(w, s);
  footer(w, s);
  pageNumbers(doc, w.regular, s.code);
  doc.setTitle(w.clean(`Liquidación ${s.code} — ${s.partner.businessName}`, w.regular));
  doc.setSubject(`Acuerdo de consignación ${s.agreementId}`);
  doc.setAuthor('Flora');
  doc.setCreator('Flora');
  doc.setProducer('Flora read-api (pdf-lib)');
  doc.setLanguage('es-MX');
  doc.setCreationDate(new Date(s.first.at));
  doc.setModificationDate(new Date(s.last.at));
  return doc.save({ useObjectStreams: false });
}
