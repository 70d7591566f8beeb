import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { PaymentMethod, SaleView } from '../../../domain/pos';
import { ACCENT, MUTED, PdfWriter, type PageLayout, type TextStyle } from '../../shared/pdf-writer';

// A counter sale's receipt as a PDF for an 80 mm roll: the shop's name, the date, the number, the
// register and the cashier, the lines, the discount with its reason, the tax, the total, the
// payments and the change, and the refunds if any. Drawn with the read-api's PdfWriter (DejaVu Sans
// embedded, deterministic: dated by the sale, never by when it is drawn) on one page as tall as a
// roll allows, then cut to what was printed.

/** 80 mm in points. */
export const RECEIPT_WIDTH = (80 / 25.4) * 72;
/** The tallest page PDF allows (200 in): the roll is cut to the receipt's length afterwards. */
const ROLL = 14_400;
const LAYOUT: PageLayout = { margin: 12, bottom: 0, size: [RECEIPT_WIDTH, ROLL] };
const SMALL = 7.5;
const BODY = 8.5;

export const METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'Efectivo',
  card: 'Tarjeta',
  transfer: 'Transferencia',
};

export interface ReceiptFacts {
  shopName: string;
  /** How amounts print (the shop's one money, issue 43). */
  money: (pesos: number) => string;
  timeZone: string;
}

const when = (iso: string, timeZone: string) => format(new TZDate(iso, timeZone), 'dd/MM/yyyy HH:mm');

/** A label on the left and its value on the right of one line. */
function pair(w: PdfWriter, label: string, value: string, style: TextStyle = {}, gap = 11): void {
  const size = style.size ?? BODY;
  const valueWidth = w.widthOf(value, { ...style, size }) + 2;
  w.textAt(label, w.layout.margin, w.y, { ...style, size, width: w.width - valueWidth - 4, fit: true });
  w.textAt(value, w.layout.margin, w.y, { ...style, size, width: w.width, align: 'right' });
  w.y -= gap;
}

function separator(w: PdfWriter): void {
  w.rule(w.y + 4, MUTED, 0.4);
  w.y -= 6;
}

export async function receiptPdf(sale: SaleView, facts: ReceiptFacts): Promise<Uint8Array> {
  const { money, timeZone } = facts;
  const w = await PdfWriter.create(LAYOUT);
  const center = { align: 'center' as const };
  w.line(facts.shopName, { size: 13, bold: true, color: ACCENT, ...center, gap: 16 });
  w.line('Ticket de venta', { size: BODY, color: MUTED, ...center, gap: 12 });
  w.line(sale.number, { size: 10, bold: true, ...center, gap: 14 });
  pair(w, 'Fecha', when(sale.madeAt, timeZone));
  pair(w, 'Caja', sale.registerId);
  pair(w, 'Cajero', sale.cashierName ?? sale.cashierId);
  separator(w);

  for (const line of sale.lines) {
    for (const l of w.wrap(line.name, w.width, { size: BODY })) w.line(l, { size: BODY, gap: 10 });
    pair(w, `  ${line.quantity} × ${money(line.unitPrice)}`, money(line.lineTotal), { size: SMALL }, 10);
    if (line.refunded > 0) pair(w, `  Devueltas: ${line.refunded}`, '', { size: SMALL, color: MUTED }, 10);
  }
  separator(w);

  pair(w, 'Subtotal', money(sale.subtotal));
  if (sale.discount) {
    const rate = sale.discount.percent === null ? '' : ` ${sale.discount.percent} %`;
    pair(w, `Descuento${rate}`, `-${money(sale.discount.amount)}`);
    for (const l of w.wrap(`Motivo: ${sale.discount.reason}`, w.width, { size: SMALL }))
      w.line(l, { size: SMALL, color: MUTED, gap: 9 });
  }
  pair(w, `IVA ${sale.taxRate} %`, money(sale.tax));
  pair(w, 'TOTAL', money(sale.total), { size: 11, bold: true }, 15);
  separator(w);

  for (const p of sale.payments) pair(w, METHOD_NAMES[p.method], money(p.amount));
  pair(w, 'Cambio', money(sale.change));

  if (sale.refunds.length > 0) {
    separator(w);
    w.line('Devoluciones', { size: BODY, bold: true, gap: 11 });
    for (const r of sale.refunds) {
      pair(w, `${when(r.at, timeZone)} · ${METHOD_NAMES[r.method]}`, `-${money(r.amount)}`, { size: SMALL }, 10);
      for (const l of w.wrap(r.reason, w.width, { size: SMALL })) w.line(l, { size: SMALL, color: MUTED, gap: 9 });
    }
    pair(w, 'Total devuelto', `-${money(sale.refunded)}`, { bold: true });
  }
  w.y -= 4;
  w.line('¡Gracias por tu compra!', { size: BODY, bold: true, ...center, gap: 12 });

  // The roll cut below the last line: the page keeps the top of the roll, as long as the receipt.
  const bottom = Math.max(0, Math.floor(w.y - LAYOUT.margin));
  w.page.setMediaBox(0, bottom, RECEIPT_WIDTH, ROLL - bottom);
  const doc = w.doc;
  doc.setTitle(w.clean(`Ticket ${sale.number} — ${facts.shopName}`, w.regular));
  doc.setSubject(`Venta ${sale.id}`);
  doc.setAuthor(facts.shopName);
  doc.setCreator(facts.shopName);
  doc.setProducer('Flora read-api (pdf-lib)');
  doc.setLanguage('es');
  const at = new Date(sale.refunds.at(-1)?.at ?? sale.madeAt);
  doc.setCreationDate(new Date(sale.madeAt));
  doc.setModificationDate(at);
  return w.save();
}
