import QRCode from 'qrcode';
import { weekdayOf } from '../../../domain/delivery';
import { ACCENT, BLACK, MUTED, PdfWriter } from '../../shared/pdf-writer';
import type { LabelFacts } from '../queries/deliveries';
import { addressLine } from './deliveries';

// A delivery's shipping label (issue 15): 100 × 150 mm, for the thermal printers parcel labels use,
// printed from the orders queue and stuck on the package. The driver picks the package up by scanning
// its QR code (the tracking page's address, whose last part is the code: domain/delivery scannedCode);
// a recipient scanning it lands on the tracking page. The code is also printed large, for a driver
// whose camera fails and who types it. Deterministic: the same delivery and address give the same bytes.

const MM = 72 / 25.4;
const SIZE = { width: 100 * MM, height: 150 * MM };
const MARGIN = 14;
const WIDTH = SIZE.width - 2 * MARGIN;
/** Light modules the standard asks around the symbol, so a scanner finds its edges. */
const QUIET_ZONE = 4;
const QR_SIDE = 180;

const WEEKDAYS = ['', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
/** 'viernes 16/01/2026': the weekday is what a driver sorting packages reads first. */
const dayText = (day: string) => `${WEEKDAYS[weekdayOf(day)] ?? ''} ${day.split('-').reverse().join('/')}`.trim();

/** The QR code as squares of the page (vector: sharp at any printer's resolution), each row's dark runs one box. */
function drawQr(w: PdfWriter, text: string, x: number, top: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const unit = QR_SIDE / (modules.size + 2 * QUIET_ZONE);
  const left = x + QUIET_ZONE * unit;
  for (let row = 0; row < modules.size; row++) {
    const y = top - (QUIET_ZONE + row + 1) * unit;
    for (let col = 0; col < modules.size;) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      w.box(left + start * unit, y, (col - start) * unit, unit, BLACK);
    }
  }
}

/** `trackingAddress`: the public tracking page of this label's code, as the shop is reached. */
export async function labelPdf(facts: LabelFacts, trackingAddress: string): Promise<Uint8Array> {
  const w = await PdfWriter.create({ margin: MARGIN, bottom: MARGIN });
  // The writer's pages are Letter; a label is one page of its own size, drawn at absolute places.
  w.page.setSize(SIZE.width, SIZE.height);
  let y = SIZE.height - MARGIN - 12;
  w.textAt('Flora', MARGIN, y, { size: 12, bold: true, color: ACCENT });
  w.textAt(facts.source_number, MARGIN, y, { size: 14, bold: true, align: 'right', width: WIDTH });
  y -= 10;
  w.page.drawLine({ start: { x: MARGIN, y }, end: { x: SIZE.width - MARGIN, y }, thickness: 1, color: BLACK });
  y -= 14;
  w.textAt('ENTREGAR A', MARGIN, y, { size: 8, bold: true, color: MUTED });
  y -= 17;
  w.textAt(facts.customer_name, MARGIN, y, { size: 15, bold: true, width: WIDTH, fit: true });
  for (const line of w.wrap(addressLine(facts.address), WIDTH, { size: 11 }).slice(0, 3)) {
    y -= 14;
    w.textAt(line, MARGIN, y, { size: 11 });
  }
  y -= 20;
  w.textAt(`Zona: ${facts.zone_name}`, MARGIN, y, { size: 11, bold: true, width: WIDTH, fit: true });
  y -= 14;
  w.textAt(`Entrega: ${dayText(facts.day)}`, MARGIN, y, { size: 11, bold: true });
  y -= 10;
  w.page.drawLine({ start: { x: MARGIN, y }, end: { x: SIZE.width - MARGIN, y }, thickness: 1, color: BLACK });
  y -= 26;
  w.textAt(facts.tracking_code, MARGIN, y, { size: 22, bold: true, align: 'center', width: WIDTH, fit: true });
  y -= 6;
  drawQr(w, trackingAddress, (SIZE.width - QR_SIDE) / 2, y);
  w.textAt(trackingAddress, MARGIN, MARGIN, { size: 7, color: MUTED, align: 'center', width: WIDTH, fit: true });
  return w.save();
}
