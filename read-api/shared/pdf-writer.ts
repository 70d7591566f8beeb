import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

// A small cursor over pdf-lib pages for the documents the read-api draws (the invoice, the
// settlement statement): text placed left, right or centred, wrapped or cut to a width, a new page
// when the cursor reaches the bottom. Standard fonts encode WinAnsi only, so every text goes through
// `clean` first: drawing never throws on a character the font lacks.

export const PAGE: [number, number] = [612, 792]; // US Letter, points

export const BLACK = rgb(0, 0, 0);
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.42, 0.42, 0.46);
export const ACCENT = rgb(0.384, 0, 0.918); // the app's primary #6200EA
export const SHADE = rgb(0.95, 0.94, 0.98);

/** A document's margins: left and right (and top) `margin`, and the lowest line's `bottom`. */
export interface PageLayout {
  margin: number;
  bottom: number;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  align?: 'left' | 'right' | 'center';
  /** With align right or center: the box the text is placed in, from x. */
  width?: number;
  /** Shortened with an ellipsis to fit `width`. */
  fit?: boolean;
}

export class PdfWriter {
  page!: PDFPage;
  y = 0;
  /** The printable width between the margins. */
  readonly width: number;
  private readonly charsets = new Map<PDFFont, Set<number>>();

  /** A new document (no creation date: the same content gives the same bytes) in Helvetica. */
  static async create(layout: PageLayout): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const [regular, bold] = [
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    ];
    return new PdfWriter(doc, regular, bold, layout);
  }

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly layout: PageLayout,
  ) {
    this.width = PAGE[0] - 2 * layout.margin;
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - this.layout.margin;
  }

  /** True when `height` more does not fit on this page. */
  full(height: number): boolean {
    return this.y - height < this.layout.bottom;
  }

  /**
   * What the font can draw: a run of line breaks and tabs becomes one space, other spaces (the narrow
   * no-break space some locales put in amounts) a space, accented letters outside WinAnsi lose their
   * accent (ą → a), and the rest (emoji, CJK…) '?'.
   */
  clean(text: string, font: PDFFont): string {
    let known = this.charsets.get(font);
    if (!known) this.charsets.set(font, (known = new Set(font.getCharacterSet())));
    const has = (c: string) => known!.has(c.codePointAt(0)!);
    return [...text.replace(/[\r\n\t]+/g, ' ')]
      .map((c) => {
        if (has(c)) return c;
        if (/\s/.test(c)) return ' ';
        const base = c.normalize('NFD').replace(/\p{M}/gu, '');
        return base && [...base].every(has) ? base : '?';
      })
      .join('');
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
    this.page.drawText(t, { x: at, y, size, font, color: style.color ?? INK });
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
    this.page.drawLine({ start: { x: margin, y }, end: { x: PAGE[0] - margin, y }, thickness, color });
  }

  shade(y: number, height: number): void {
    this.page.drawRectangle({ x: this.layout.margin, y, width: this.width, height, color: SHADE });
  }
}
