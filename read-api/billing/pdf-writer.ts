import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

// A small cursor over pdf-lib pages for the invoice: text placed left, right or centred, wrapped
// to a width, a new page when the cursor reaches the bottom. Standard fonts encode WinAnsi only,
// so every text goes through `clean` first: drawing never throws on a character the font lacks.

export const PAGE: [number, number] = [612, 792]; // US Letter, points
export const MARGIN = 48;
export const BOTTOM = 64;
export const WIDTH = PAGE[0] - 2 * MARGIN;

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.42, 0.42, 0.46);
export const ACCENT = rgb(0.384, 0, 0.918); // the app's primary #6200EA
export const SHADE = rgb(0.95, 0.94, 0.98);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  align?: 'left' | 'right' | 'center';
  /** With align right or center: the box the text is placed in, from x. */
  width?: number;
}

export class PdfWriter {
  page!: PDFPage;
  y = 0;
  private readonly charsets = new Map<PDFFont, Set<number>>();

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

  /** True when `height` more does not fit on this page. */
  full(height: number): boolean {
    return this.y - height < BOTTOM;
  }

  /**
   * What the font can draw: other spaces (the narrow no-break space some locales put in amounts)
   * become a space, accented letters outside WinAnsi lose their accent (ą → a), the rest '?'.
   */
  clean(text: string, font: PDFFont): string {
    let known = this.charsets.get(font);
    if (!known) this.charsets.set(font, (known = new Set(font.getCharacterSet())));
    const has = (c: string) => known!.has(c.codePointAt(0)!);
    return [...text]
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

  /** Draws one line at (x, y) without moving the cursor. */
  textAt(text: string, x: number, y: number, style: TextStyle = {}): void {
    const font = this.font(style);
    const size = style.size ?? 10;
    const t = this.clean(text, font);
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
    this.textAt(text, MARGIN, this.y, { width: WIDTH, ...style });
    this.y -= gap;
  }

  rule(y: number, color = MUTED, thickness = 0.5): void {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE[0] - MARGIN, y }, thickness, color });
  }

  shade(y: number, height: number): void {
    this.page.drawRectangle({ x: MARGIN, y, width: WIDTH, height, color: SHADE });
  }
}
