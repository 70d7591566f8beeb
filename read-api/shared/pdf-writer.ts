import { PDFDocument, rgb, type PDFFont, type PDFName, type PDFPage } from 'pdf-lib';
import { charsetOf, embedFonts } from './pdf-fonts';

// A small cursor over pdf-lib pages for the documents the read-api draws (the invoice, the
// settlement statement, the reports): text placed left, right or centred, wrapped or cut to a
// width, a new page when the cursor reaches the bottom. Text is DejaVu Sans (pdf-fonts.ts), so it
// prints as written; only what the font cannot draw becomes a visible '�'.
//
// Text goes into each page's own content stream as plain operators (one string per page, compressed
// when the page is left) rather than pdf-lib's drawText, which keeps ~30 objects per text until the
// document is saved: a 10,000-row report took 380 MB and 7 s that way, ~150 MB and 0.5 s this way.
// Shapes (rules, shades, bars) stay pdf-lib's and lie under the text.

export const PAGE: [number, number] = [612, 792]; // US Letter, points

export type Color = ReturnType<typeof rgb>;
export const BLACK = rgb(0, 0, 0);
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.42, 0.42, 0.46);
export const ACCENT = rgb(0.384, 0, 0.918); // the app's primary #6200EA
export const SHADE = rgb(0.95, 0.94, 0.98);

/** Drawn for a character the font lacks (U+FFFD, in DejaVu Sans). */
export const MISSING = '\uFFFD';

/** A document's margins: left and right (and top) `margin`, and the lowest line's `bottom`. */
export interface PageLayout {
  margin: number;
  bottom: number;
  /** The page's width and height in points; US Letter (PAGE) unless given (a receipt: 80 mm wide). */
  size?: [number, number];
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
  align?: 'left' | 'right' | 'center';
  /** With align right or center: the box the text is placed in, from x. */
  width?: number;
  /** Shortened with an ellipsis to fit `width`. */
  fit?: boolean;
}

/** A page's text not yet written: operators, and the font and colour they last set. */
interface PageText {
  ops: string[];
  keys: Map<PDFFont, PDFName>;
  font?: string;
  color?: string;
}

/** A number as a content stream writes it: at most 2 decimals, no exponent. */
const num = (n: number) => String(Math.round(n * 100) / 100 || 0);
const INVISIBLE = /^[\p{Cf}\uFE00-\uFE0F]$/u; // joiners, variation selectors: nothing to see if the font lacks them

export class PdfWriter {
  page!: PDFPage;
  y = 0;
  /** The printable width between the margins. */
  readonly width: number;
  /** The page's size in points. */
  readonly size: [number, number];
  private readonly texts = new Map<PDFPage, PageText>();

  /** A new document (no creation date: the same content gives the same bytes) in DejaVu Sans. */
  static async create(layout: PageLayout): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const { regular, bold } = await embedFonts(doc);
    return new PdfWriter(doc, regular, bold, layout);
  }

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly layout: PageLayout,
  ) {
    this.size = layout.size ?? PAGE;
    this.width = this.size[0] - 2 * layout.margin;
    this.newPage();
  }

  newPage(): void {
    if (this.page) this.flush(this.page);
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - this.layout.margin;
  }

  /** True when `height` more does not fit on this page. */
  full(height: number): boolean {
    return this.y - height < this.layout.bottom;
  }

  /**
   * What the font draws: a run of line breaks and tabs becomes one space, other spaces (the narrow
   * no-break space some locales put in amounts) a space, a letter the font lacks its base letter if
   * it has that, an invisible format character nothing, and anything else '�'.
   */
  clean(text: string, font: PDFFont): string {
    const known = charsetOf(font);
    const has = (c: string) => known.has(c.codePointAt(0)!);
    let out = '';
    for (const c of text.replace(/[\r\n\t]+/g, ' ')) {
      if (has(c)) out += c;
      else if (/\s/.test(c)) out += ' ';
      else if (INVISIBLE.test(c)) continue;
      else {
        const base = c.normalize('NFD').replace(/\p{M}/gu, '');
        out += base && [...base].every(has) ? base : MISSING;
      }
    }
    return out;
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  widthOf(text: string, style: TextStyle): number {
    const font = this.font(style);
    return font.widthOfTextAtSize(this.clean(text, font), style.size ?? 10);
  }

  /** The cleaned text, shortened with an ellipsis to fit `width`. */
  fit(text: string, font: PDFFont, size: number, width: number): string {
    let t = this.clean(text, font);
    if (font.widthOfTextAtSize(t, size) <= width) return t;
    while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
    return `${t}…`;
  }

  /** Draws one line at (x, y) without moving the cursor. */
  textAt(text: string, x: number, y: number, style: TextStyle = {}): void {
    const font = this.font(style);
    const size = style.size ?? 10;
    const t = style.fit && style.width ? this.fit(text, font, size, style.width) : this.clean(text, font);
    const free = (style.width ?? 0) - font.widthOfTextAtSize(t, size);
    const at = style.align === 'right' ? x + free : style.align === 'center' ? x + free / 2 : x;
    const page = this.textOf(this.page);
    let key = page.keys.get(font);
    if (!key) page.keys.set(font, (key = this.page.node.newFontDictionary(font.name, font.ref)));
    const setFont = `${key} ${num(size)} Tf`;
    if (page.font !== setFont) page.ops.push((page.font = setFont));
    const { red, green, blue } = style.color ?? INK;
    const setColor = `${num(red)} ${num(green)} ${num(blue)} rg`;
    if (page.color !== setColor) page.ops.push((page.color = setColor));
    page.ops.push(`1 0 0 1 ${num(at)} ${num(y)} Tm ${font.encodeText(t).toString()} Tj`);
  }

  /** The lines `text` takes within `width` (its own line breaks kept; a word too long is cut). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (this.widthOf(next, style) <= width) line = next;
        else {
          if (line) lines.push(line);
          line = this.cut(word, width, style, lines);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Pushes the full-width pieces of a word wider than `width`; returns what is left of it. */
  private cut(word: string, width: number, style: TextStyle, lines: string[]): string {
    let rest = word;
    while (this.widthOf(rest, style) > width && rest.length > 1) {
      let n = rest.length - 1;
      while (n > 1 && this.widthOf(rest.slice(0, n), style) > width) n--;
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    return rest;
  }

  /** A line at the cursor across the printable width, then the cursor moves down by `gap`. */
  line(text: string, style: TextStyle & { gap?: number } = {}): void {
    const gap = style.gap ?? (style.size ?? 10) + 4;
    if (this.full(gap)) this.newPage();
    this.textAt(text, this.layout.margin, this.y, { width: this.width, ...style });
    this.y -= gap;
  }

  rule(y: number, color = MUTED, thickness = 0.5): void {
    const { margin } = this.layout;
    this.page.drawLine({ start: { x: margin, y }, end: { x: this.size[0] - margin, y }, thickness, color });
  }

  shade(y: number, height: number): void {
    this.box(this.layout.margin, y, this.width, height, SHADE);
  }

  /** A filled rectangle (a bar of a chart, a shaded row). */
  box(x: number, y: number, width: number, height: number, color: Color): void {
    this.page.drawRectangle({ x, y, width, height, color });
  }

  /** The document's bytes: every page's text written, saved as pdf-lib does (no object streams). */
  async save(): Promise<Uint8Array> {
    for (const page of this.texts.keys()) this.flush(page);
    return this.doc.save({ useObjectStreams: false });
  }

  private textOf(page: PDFPage): PageText {
    let text = this.texts.get(page);
    if (!text) this.texts.set(page, (text = { ops: [], keys: new Map() }));
    return text;
  }

  /** Writes a page's pending text as one more content stream, after (so over) pdf-lib's shapes. */
  private flush(page: PDFPage): void {
    const text = this.texts.get(page);
    if (!text?.ops.length) return;
    const { context } = this.doc;
    const stream = context.flateStream(`q BT\n${text.ops.join('\n')}\nET Q`);
    page.node.addContentStream(context.register(stream));
    text.ops = [];
    text.font = text.color = undefined;
  }
}
