import { DOCUMENT_TEXT, invoiceDocument, type DocumentFormat, type InvoiceDocument } from '../../../domain/billing';
import type { InvoiceView } from '../../../domain/billing';
import { ACCENT, MUTED, PAGE, PdfWriter, type PageLayout } from '../../shared/pdf-writer';

// The invoice as a PDF, laid out from invoiceDocument(): the preview modal shows the same texts.
// Deterministic: no clock (the document is dated by the invoice's last change), fixed producer and
// creator, DejaVu Sans embedded under fixed names (pdf-writer) — the same invoice and settings give
// the same bytes, however often and wherever it is made.

const LAYOUT: PageLayout = { margin: 48, bottom: 64 };
const MARGIN = LAYOUT.margin;
const WIDTH = PAGE[0] - 2 * MARGIN;
const RIGHT = PAGE[0] - MARGIN;
const ROW = 11; // leading of a table line

/** The lines table: width of each column, the first (description) wraps, the others right-aligned. */
const COLUMNS = [280, 60, 90, 86];

function header(w: PdfWriter, d: InvoiceDocument): void {
  const top = w.y;
  w.textAt(d.company.name, MARGIN, top - 8, { size: 20, bold: true, color: ACCENT });
  const contact = [d.company.tagline, d.company.address, `${d.company.email} · ${d.company.phone}`];
  contact.forEach((text, i) => w.textAt(text, MARGIN, top - 28 - i * 12, { size: 9, color: MUTED }));
  const box = { x: RIGHT - 220, width: 220, align: 'right' as const };
  w.textAt(d.title, box.x, top - 8, { ...box, size: 22, bold: true });
  w.textAt(d.number, box.x, top - 28, { ...box, size: 12, bold: true, color: ACCENT });
  d.facts.forEach(([label, value], i) => w.textAt(`${label}: ${value}`, box.x, top - 44 - i * 13, { ...box, size: 9 }));
  w.y = top - 44 - d.facts.length * 13 - 14;
  w.rule(w.y + 6);
  w.y -= 12;
}

function billTo(w: PdfWriter, d: InvoiceDocument): void {
  w.line(DOCUMENT_TEXT.billTo, { size: 9, bold: true, color: MUTED, gap: 14 });
  w.line(d.billTo.name, { size: 12, bold: true, gap: 15 });
  for (const text of d.billTo.lines)
    for (const l of w.wrap(text, WIDTH, { size: 10 })) w.line(l, { size: 10, gap: 13 });
  w.y -= 12;
}

function tableHeader(w: PdfWriter, titles: string[]): void {
  w.shade(w.y - 5, 17);
  cells(w, titles, w.y, true);
  w.y -= 19;
}

function cells(w: PdfWriter, texts: string[], y: number, bold = false): void {
  let x = MARGIN + 4;
  COLUMNS.forEach((width, i) => {
    const inner = width - 8;
    w.textAt(texts[i] ?? '', x, y, { size: 9, bold, width: inner, align: i === 0 ? 'left' : 'right' });
    x += width;
  });
}

function lines(w: PdfWriter, d: InvoiceDocument): void {
  tableHeader(w, d.header);
  for (const row of d.rows) {
    const description = w.wrap(row[0] ?? '', COLUMNS[0]! - 8, { size: 9 });
    const height = description.length * ROW + 6;
    if (w.full(height)) {
      w.newPage();
      tableHeader(w, d.header); // a long table goes on with its header on the next page
    }
    cells(w, [description[0] ?? '', ...row.slice(1)], w.y);
    description.slice(1).forEach((l, i) => w.textAt(l, MARGIN + 4, w.y - (i + 1) * ROW, { size: 9 }));
    w.y -= height;
    w.rule(w.y + ROW - 2, MUTED, 0.25);
  }
  w.y -= 8;
}

function totals(w: PdfWriter, d: InvoiceDocument): void {
  const box = { x: RIGHT - 230, label: 120, value: 110 };
  if (w.full(d.totals.length * 16 + 8)) w.newPage();
  d.totals.forEach(([label, value], i) => {
    const last = i === d.totals.length - 1;
    const style = { size: last ? 12 : 10, bold: last };
    if (last) w.rule(w.y + 13, MUTED, 0.5);
    w.textAt(label, box.x, w.y, style);
    w.textAt(value, box.x + box.label, w.y, { ...style, width: box.value, align: 'right' });
    w.y -= last ? 20 : 15;
  });
  w.y -= 8;
}

function closing(w: PdfWriter, d: InvoiceDocument): void {
  if (d.notes.trim()) {
    w.line(DOCUMENT_TEXT.notes, { size: 9, bold: true, color: MUTED, gap: 13 });
    for (const l of w.wrap(d.notes, WIDTH, { size: 10 })) w.line(l, { size: 10, gap: 13 });
    w.y -= 10;
  }
  if (d.pendingSyncNote)
    for (const l of w.wrap(d.pendingSyncNote, WIDTH, { size: 9 })) w.line(l, { size: 9, color: MUTED, gap: 12 });
  w.line(d.thanks, { size: 11, bold: true, color: ACCENT, align: 'center', gap: 16 });
}

function pageNumbers(w: PdfWriter, d: InvoiceDocument): void {
  const pages = w.doc.getPages();
  pages.forEach((page, i) => {
    w.page = page;
    w.textAt(`${d.title} ${d.number} · página ${i + 1} de ${pages.length}`, MARGIN, 32, {
      size: 8,
      color: MUTED,
      width: WIDTH,
      align: 'center',
    });
  });
}

export async function invoicePdf(invoice: InvoiceView, area: DocumentFormat): Promise<Uint8Array> {
  const d = invoiceDocument(invoice, area);
  const w = await PdfWriter.create(LAYOUT);
  const doc = w.doc;
  header(w, d);
  billTo(w, d);
  lines(w, d);
  totals(w, d);
  closing(w, d);
  pageNumbers(w, d);
  doc.setTitle(w.clean(`${d.title} ${d.number} — ${d.billTo.name}`, w.regular));
  doc.setSubject(`Factura ${invoice.id}`);
  doc.setAuthor(d.company.name);
  doc.setCreator(d.company.name);
  doc.setProducer('Flora read-api (pdf-lib)');
  doc.setLanguage(area.locale);
  // The document is the invoice as of its last change: dated by it, never by when it was drawn.
  doc.setCreationDate(new Date(invoice.updatedAt));
  doc.setModificationDate(new Date(invoice.updatedAt));
  return w.save();
}
