import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// What a PDF the read-api drew says, read back with pdf.js: one line per string drawn (each Tj of
// the content streams, pages in order), decoded through the embedded fonts' ToUnicode maps — the
// characters as written, whatever glyph ids the font subset gave them.

/** A drawn glyph as pdf.js reports it in an operator list (a number there is a spacing adjustment). */
interface DrawnGlyph {
  unicode: string;
}
const isGlyph = (g: unknown): g is DrawnGlyph => typeof g === 'object' && g !== null && 'unicode' in g;

async function open(pdf: Uint8Array) {
  return getDocument({ data: new Uint8Array(pdf), verbosity: 0, disableFontFace: true, useSystemFonts: false }).promise;
}

/** Every string drawn on the pages, in drawing order. */
export async function pdfTextLines(pdf: Uint8Array): Promise<string[]> {
  const doc = await open(pdf);
  const lines: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const { fnArray, argsArray } = await (await doc.getPage(n)).getOperatorList();
      fnArray.forEach((fn, i) => {
        if (fn !== OPS.showText) return;
        const glyphs = (argsArray[i] as unknown[][])[0]!;
        lines.push(glyphs.map((g) => (isGlyph(g) ? g.unicode : '')).join(''));
      });
    }
  } finally {
    await doc.destroy();
  }
  return lines;
}

/** Every text of each page as pdf.js reads it for selection and search, pages joined by new lines. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await open(pdf);
  const pages: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const { items } = await (await doc.getPage(n)).getTextContent();
      pages.push(items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
  } finally {
    await doc.destroy();
  }
  return pages.join('\n');
}

/** How many pages the document has (its /Type /Page objects). */
export const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/** The document information dictionary: pdf-lib writes its text as UTF-16BE hex, dates as literals. */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const info: Record<string, string> = {};
  const text = pdf.toString('latin1');
  for (const m of text.matchAll(
    /\/(Title|Subject|Author|Creator|Producer|Keywords|CreationDate|ModDate) (?:<FEFF([0-9A-Fa-f]*)>|\(([^)]*)\))/g,
  )) {
    info[m[1]!] = m[2] !== undefined ? Buffer.from(m[2], 'hex').swap16().toString('utf16le') : m[3]!;
  }
  return info;
}
