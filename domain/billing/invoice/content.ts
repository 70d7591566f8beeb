import { BOUNDS_MESSAGES, isWithinAmount, isWithinQuantity, isWithinTotal, type BoundsCode } from '../../shared/bounds';
import { DomainError } from '../../shared/errors';
import { hasAtMostTwoDecimals } from '../../shared/money';
import type { InvoiceInput, InvoiceLineInput } from './commands';
import { INVOICE_MESSAGES as M } from './errors';
import { CUSTOM_PRODUCT, type InvoiceContent, type InvoiceLine } from './events';
import { invoiceProblems, isDescribedLine, type InvoiceProblem } from './rules';
import { invoiceTotals, isValidPrice, isValidQuantity, lineTotalCents, toCents, toPesos } from './money';

// From what the modal sends to what the invoice keeps: lines in centavos, totals computed once,
// and the checks decide() makes before keeping anything.

/** A row with nothing chosen or typed: a draft drops it (spec 5 keeps only rows someone started). */
export const isEmptyLine = (line: InvoiceLineInput) =>
  !isDescribedLine(line) &&
  (line.quantity === null || line.quantity === undefined) &&
  (line.price === null || line.price === undefined);

export function invoiceLine(line: InvoiceLineInput): InvoiceLine {
  const productId = line.productId.trim() || CUSTOM_PRODUCT;
  return {
    productId,
    description: line.description.trim(),
    customDescription: productId === CUSTOM_PRODUCT || line.customDescription,
    quantity: isValidQuantity(line.quantity) ? line.quantity : 0,
    priceCents: isValidPrice(line.price) ? toCents(line.price) : 0,
    totalCents: lineTotalCents(line),
  };
}

const keptLines = (input: InvoiceInput) =>
  input.saveAsDraft ? input.lines.filter((l) => !isEmptyLine(l)) : input.lines;

/** Everything the invoice keeps of the modal's content; every edit replaces all of it. */
export function invoiceContent(input: InvoiceInput): InvoiceContent {
  const lines = keptLines(input).map(invoiceLine);
  const totals = invoiceTotals(
    lines.map((l) => l.totalCents),
    input.taxRateBasisPoints,
  );
  return {
    clientId: input.clientId,
    clientName: input.clientName,
    date: input.date,
    dueDate: input.dueDate || null,
    requestedNumber: input.requestedNumber?.trim() || null,
    lines,
    notes: input.notes.trim(),
    subtotalCents: totals.subtotalCents,
    taxRateBasisPoints: input.taxRateBasisPoints,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  };
}

/**
 * Prices the HTTP body refuses (negative, more than 2 decimals), refused here too so no caller
 * can keep one as 0. After the spec-5 problems: those are the ones the modal names first.
 */
export function amountProblems(lines: Pick<InvoiceLineInput, 'price'>[]): InvoiceProblem[] {
  const found: InvoiceProblem[] = [];
  const priced = (l: Pick<InvoiceLineInput, 'price'>) => typeof l.price === 'number' && Number.isFinite(l.price);
  const negative = lines.findIndex((l) => priced(l) && (l.price as number) < 0);
  if (negative >= 0)
    found.push({
      code: 'INVOICE.PRICE_NEGATIVE',
      path: `items.${negative}.price`,
      message: M['INVOICE.PRICE_NEGATIVE'],
    });
  const precise = lines.findIndex((l) => priced(l) && !hasAtMostTwoDecimals(l.price as number));
  if (precise >= 0)
    found.push({
      code: 'INVOICE.AMOUNT_TOO_PRECISE',
      path: `items.${precise}.price`,
      message: M['INVOICE.AMOUNT_TOO_PRECISE'],
    });
  return found;
}

/** Quantities and prices past the shop's bounds, then totals that would not fit (see shared/bounds). */
export function boundProblems(
  lines: Pick<InvoiceLineInput, 'price' | 'quantity'>[],
  content?: InvoiceContent,
): InvoiceProblem[] {
  const problem = (code: BoundsCode, path: string): InvoiceProblem => ({
    code,
    path,
    message: BOUNDS_MESSAGES[code],
  });
  const found: InvoiceProblem[] = [];
  const many = lines.findIndex((l) => typeof l.quantity === 'number' && !isWithinQuantity(l.quantity));
  if (many >= 0) found.push(problem('QUANTITY.TOO_LARGE', `items.${many}.quantity`));
  const dear = lines.findIndex((l) => typeof l.price === 'number' && !isWithinAmount(l.price));
  if (dear >= 0) found.push(problem('AMOUNT.TOO_LARGE', `items.${dear}.price`));
  const totals = content ? [content.subtotalCents, content.taxCents, content.totalCents] : [];
  if (found.length === 0 && !totals.every(isWithinTotal)) found.push(problem('TOTAL.TOO_LARGE', 'items'));
  return found;
}

/** Refuses with the first problem (the one the modal shows) and lists them all. */
export function refuseProblems(problems: InvoiceProblem[]): void {
  const [first] = problems;
  if (!first) return;
  const errors = problems.map(({ path, message }) => ({ path, message }));
  throw new DomainError(first.code, 'validation', first.message, errors);
}

/** The modal's content checked (a draft needs a client and a date; else the whole of spec 5). */
export function checkedContent(input: InvoiceInput): InvoiceContent {
  refuseProblems([
    ...invoiceProblems(input, input.saveAsDraft),
    ...amountProblems(input.lines),
    ...boundProblems(input.lines),
  ]);
  const content = invoiceContent(input);
  refuseProblems(boundProblems(input.lines, content));
  return content;
}

/** A kept invoice read back as the modal would send it, to check it again before issuing. */
export function inputOfContent(content: InvoiceContent): Pick<InvoiceInput, 'clientId' | 'date' | 'dueDate' | 'lines'> {
  return {
    clientId: content.clientId,
    date: content.date,
    dueDate: content.dueDate,
    lines: content.lines.map((l) => ({
      productId: l.productId,
      description: l.description,
      customDescription: l.customDescription,
      quantity: l.quantity === 0 ? null : l.quantity,
      price: toPesos(l.priceCents),
    })),
  };
}

// Fields in a fixed order: stored events may come back with their keys in another order.
const lineKey = (l: InvoiceLine) => [
  l.productId,
  l.description,
  l.customDescription,
  l.quantity,
  l.priceCents,
  l.totalCents,
];
const contentKey = (c: InvoiceContent) =>
  JSON.stringify([
    c.clientId,
    c.clientName,
    c.date,
    c.dueDate,
    c.requestedNumber,
    c.lines.map(lineKey),
    c.notes,
    c.subtotalCents,
    c.taxRateBasisPoints,
    c.taxCents,
    c.totalCents,
  ]);

/** Same content, whatever the times of the events that said it. */
export const sameContent = (a: InvoiceContent, b: InvoiceContent) => contentKey(a) === contentKey(b);
