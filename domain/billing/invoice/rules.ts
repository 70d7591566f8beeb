import type { InvoiceInput } from './commands';
import type { BoundsCode } from '../../shared/bounds';
import { BILLING_MESSAGES as M, type BillingErrorCode } from '../messages';
import { isValidQuantity } from './money';
import { isIsoDay } from '../../shared/dates';

// Spec 5 "Invoice save", in the order the modal checks it; the first problem is the one shown.
// A draft ('Guardar como borrador') needs a client only; any other save needs the whole invoice.

export interface InvoiceProblem {
  code: BillingErrorCode | BoundsCode;
  path: string;
  message: string;
}

const problem = (code: BillingErrorCode, path: string): InvoiceProblem => ({ code, path, message: M[code] });

/** A row that names a product or has a description (a custom row must describe itself). */
export const isDescribedLine = (line: Pick<InvoiceInput['lines'][number], 'productId' | 'description'>) =>
  line.description.trim() !== '' || (line.productId !== '' && line.productId !== 'custom');

type Checked = Pick<InvoiceInput, 'clientId' | 'date' | 'dueDate' | 'lines'>;

// The HTTP body checks the same day shape; billing's importers take it from here.
export { isIsoDay };

export function invoiceProblems(input: Checked, asDraft: boolean): InvoiceProblem[] {
  const found: InvoiceProblem[] = [];
  if (!input.clientId) found.push(problem('INVOICE.CLIENT_REQUIRED', 'clientId'));
  // A date that is not a day reads as no date, as the HTTP body says it (yyyy-mm-dd compares as text).
  const date = isIsoDay(input.date) ? input.date : '';
  if (!date) found.push(problem('INVOICE.DATE_REQUIRED', 'date'));
  const badDue = input.dueDate && (!isIsoDay(input.dueDate) || (date && input.dueDate < date));
  if (badDue) found.push(problem('INVOICE.DUE_BEFORE_DATE', 'dueDate'));
  if (asDraft) return found;
  if (input.lines.length === 0) found.push(problem('INVOICE.ITEMS_REQUIRED', 'items'));
  const undescribed = input.lines.findIndex((l) => !isDescribedLine(l));
  if (undescribed >= 0) found.push(problem('INVOICE.ITEM_DESCRIPTION_REQUIRED', `items.${undescribed}.description`));
  const badQuantity = input.lines.findIndex((l) => !isValidQuantity(l.quantity));
  if (badQuantity >= 0) found.push(problem('INVOICE.ITEM_QUANTITY_INVALID', `items.${badQuantity}.quantity`));
  return found;
}
