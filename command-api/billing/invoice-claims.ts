import { invoiceContent, lineTotalCents, type InvoiceInput } from '../../domain/billing';
import type { InvoiceClaims } from '../../domain/billing';
import { amountField, checkComputed, valueField } from '../computed-fields';

// What an invoice body may say that the server computes (spec 3 Invoice): the client's name (from
// the client), each line's total, subtotal, tax (the shop's rate, rounded once) and total, and the
// status the save leaves it in — a draft with 'Guardar como borrador', otherwise issued (pending).
// Compared before a number is taken, so a refused save uses none up.

/** Whether there is anything to compare (the app's own body sends none of these). */
export const hasInvoiceClaims = (claims: InvoiceClaims) =>
  [claims.clientName, claims.subtotal, claims.tax, claims.total, claims.status].some((v) => v !== undefined) ||
  claims.lines.some((l) => l.total !== undefined && l.total !== null);

export function checkInvoiceClaims(claims: InvoiceClaims, input: InvoiceInput): void {
  if (!hasInvoiceClaims(claims)) return;
  const content = invoiceContent(input);
  checkComputed([
    valueField('clientName', claims.clientName, input.clientName),
    ...claims.lines.map((line, i) => amountField(`items.${i}.total`, line.total, lineTotalCents(input.lines[i]!))),
    amountField('subtotal', claims.subtotal, content.subtotalCents),
    amountField('tax', claims.tax, content.taxCents),
    amountField('total', claims.total, content.totalCents),
    valueField('status', claims.status, input.saveAsDraft ? 'draft' : 'pending'),
  ]);
}
