import { inflateSync } from 'node:zlib';

// Just enough of a PDF reader to check what a statement says: pdf-lib writes every string it
// draws as a hex operand of Tj inside Flate-compressed content streams, in the standard fonts'
// WinAnsi encoding (Windows-1252). Inflate each stream, decode each string, one line per string.

const STREAM = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
const SHOWN = /<([0-9A-Fa-f]*)>\s*Tj/g;
// Windows-1252 where it differs from Latin-1 (Node's TextDecoder may treat the two as one).
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = {
  decode: (bytes: Buffer) =>
    [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_80_9F[b - 0x80] : String.fromCharCode(b))).join(''),
};

function inflated(pdf: Buffer): string[] {
  const latin = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of latin.matchAll(STREAM)) {
    try {
      out.push(inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    } catch {
      out.push(m[1]!); // an uncompressed stream
    }
  }
  return out;
}

/** Every string drawn on the pages, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const content of inflated(pdf)) {
    for (const m of content.matchAll(SHOWN)) lines.push(winAnsi.decode(Buffer.from(m[1]!, 'hex')));
  }
  return lines;
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
