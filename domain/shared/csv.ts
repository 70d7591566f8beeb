// The one CSV writer of the shop: every CSV the app produces (the inventory export, the operators'
// read-model exports, the app's import chunks) is written here, so quoting and formula
// neutralisation cannot differ from one file to the next. Pure: the server and the app share it.
//
// CSV injection (OWASP): a spreadsheet runs a cell that starts with = + - @ (and, in some, tab or
// CR) as a formula — `=HYPERLINK(...)` in a product's name becomes a live link. Such a text cell is
// written with a leading apostrophe, which spreadsheets read as "this is text". Our import removes it
// again (`restoreFormula`), so an export read back gives the same text.
//
// Numbers: a cell given as a JavaScript number or bigint, or as `numeral()` text (an amount formatted
// from a number, a numeric database column), is written bare when its text is a plain numeral
// (`-3`, `12.50`, `1e-7`): a spreadsheet reads that as a number, never a formula, and a negative
// stock stays a number you can add up. The type says where it came from and the pattern is checked
// again here, so text can never pass as a number: a string "-3" from a name or a note is prefixed
// like any other text, and NaN or -Infinity from a number go the text way too.

/** A plain decimal numeral: what a number prints as, and nothing a spreadsheet could evaluate. */
const NUMERAL = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
/** Text a spreadsheet may run: a formula start, after any apostrophes we may have put before it. */
const RUNNABLE = /^'*[=+\-@\t\r]/;
/** A prefix we wrote: an apostrophe before a formula start (or before another such apostrophe). */
const NEUTRALISED = /^'+[=+\-@\t\r]/;
/**
 * What forces quotes: the separator, quotes, line breaks (RFC 4180); tabs and semicolons too, so a
 * spreadsheet that guesses another separator cannot split a cell and reach a formula inside it; and
 * edge spaces, which some readers trim.
 */
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/** Text from a numeric source, written as a number when it is a plain numeral (see above). */
export interface CsvNumeral {
  numeral: string;
}
export type CsvCell = string | number | bigint | null | undefined | CsvNumeral;

export const numeral = (text: string): CsvNumeral => ({ numeral: text });

/**
 * The text with an apostrophe before it when a spreadsheet could run it. Text that already starts
 * with apostrophes before a formula start gets one more, so `restoreFormula` gives every text back
 * exactly (a product really named `'=x` survives export and import).
 */
export const neutraliseFormula = (text: string): string => (RUNNABLE.test(text) ? `'${text}` : text);

/** The import's side: a cell we neutralised (or one written the same way by hand) read as its text. */
export const restoreFormula = (text: string): string => (NEUTRALISED.test(text) ? text.slice(1) : text);

const quoted = (text: string) => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export interface CsvOptions {
  /**
   * false only to pass a user's own file on unchanged (the import's chunks): its cells go to our
   * import, which removes prefixes, not to a spreadsheet, and a prefix added here would change them.
   */
  neutralise?: boolean;
}

function cellText(cell: CsvCell, neutralise: boolean): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') {
    const number = typeof cell === 'object' ? cell.numeral : String(cell);
    if (NUMERAL.test(number)) return number;
    cell = number;
  }
  return quoted(neutralise ? neutraliseFormula(cell) : cell);
}

/** One record and its CRLF (RFC 4180). Null and '' are both an empty cell. */
export function csvLine(cells: readonly CsvCell[], { neutralise = true }: CsvOptions = {}): string {
  const line = cells.map((c) => cellText(c, neutralise)).join(',');
  // A record of one empty cell would be a blank line, which readers skip: quote it.
  return `${cells.length === 1 && line === '' ? '""' : line}\r\n`;
}

/** A whole file: the header, then the rows. */
export function csvText(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options?: CsvOptions,
): string {
  return [header, ...rows].map((r) => csvLine(r, options)).join('');
}
