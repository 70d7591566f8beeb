import { toCents, toPesos } from '../../shared/money';
import type { InvoiceLineInput } from './commands';

// The arithmetic of spec 5, in centavos, shared by the decider and the modal (which shows the
// same totals before saving). Tax is rounded half up once per invoice, not per line.

export { toCents, toPesos };

/** A whole quantity of at least 1 (spec 5: 'cantidad válida', min 1). */
export const isValidQuantity = (q: number | null | undefined): q is number =>
  typeof q === 'number' && Number.isInteger(q) && q >= 1;
/** A price of 0 or more (a free sample is allowed); missing or not a number is not valid. */
export const isValidPrice = (p: number | null | undefined): p is number =>
  typeof p === 'number' && Number.isFinite(p) && p >= 0;

/** Line total = quantity × price, 0 when either is invalid (spec 5). */
export const lineTotalCents = (line: Pick<InvoiceLineInput, 'quantity' | 'price'>) =>
  isValidQuantity(line.quantity) && isValidPrice(line.price) ? line.quantity * toCents(line.price) : 0;

export function invoiceTotals(lineTotals: number[], taxRateBasisPoints: number) {
  const subtotalCents = lineTotals.reduce((sum, t) => sum + t, 0);
  const taxCents = Math.floor((subtotalCents * taxRateBasisPoints + 5_000) / 10_000);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}
