import { evolveInvoice, initialInvoice, type InvoiceEvent, type InvoiceState } from '../../billing';
import type { InvoiceContent, InvoiceUpdated } from '../../billing';
import { ACCOUNTS } from '../accounts';
import { credit, debit } from '../journal';
import { dayOfEvent, entry, signed, stateBefore, type PostingFacts, type PostingRule, type SourceEvent } from './rule';

// Invoices (spec 2.8). Issuing is the sale on credit: the client owes the total, the shop earned the
// subtotal and owes the IVA the invoice states. The amounts are not in InvoiceIssued (only the number):
// they are the invoice's content as it stood when issued, folded from its stream by billing's evolve.
// A draft moves no money; only an issued (pending) invoice is on the books.

const invoiceBefore = (event: SourceEvent, facts: PostingFacts): InvoiceState =>
  stateBefore(event, facts, initialInvoice(), (s, e: InvoiceEvent) => evolveInvoice(s, e));

const pendingBefore = (event: SourceEvent, facts: PostingFacts) => {
  const invoice = invoiceBefore(event, facts);
  return invoice.known && invoice.status === 'pending' ? invoice : null;
};

const named = (invoice: { number: string | null; clientName: string }) =>
  `Factura ${invoice.number ?? ''} — ${invoice.clientName}`;

/** receivables / invoiced sales / IVA payable, at the invoice's totals. */
export const invoiceIssued: PostingRule = (event, facts) => {
  const invoice = invoiceBefore(event, facts);
  if (!invoice.known) return null;
  const { number } = event.data as { number: string };
  return entry(dayOfEvent(event, facts), `${named({ ...invoice, number })}: emitida`, [
    debit(ACCOUNTS.receivables, invoice.totalCents),
    credit(ACCOUNTS.invoicedSales, invoice.subtotalCents),
    credit(ACCOUNTS.taxPayable, invoice.taxCents),
  ]);
};

/**
 * A pending invoice may still be edited (its number stays): the books follow with the difference,
 * each account up or down by what changed. An edit of a draft moves nothing.
 */
export const invoiceUpdated: PostingRule = (event, facts) => {
  const before = pendingBefore(event, facts);
  if (!before) return null;
  const after = event.data as InvoiceUpdated['data'];
  const change = (f: (c: InvoiceContent) => number) => f(after) - f(before);
  return entry(dayOfEvent(event, facts), `${named(before)}: corregida`, [
    signed(
      ACCOUNTS.receivables,
      change((c) => c.totalCents),
    ),
    signed(ACCOUNTS.invoicedSales, -change((c) => c.subtotalCents)),
    signed(ACCOUNTS.taxPayable, -change((c) => c.taxCents)),
  ]);
};

/**
 * InvoicePaid names no payment method: an invoiced client pays by transfer, so the bank takes it
 * (when billing records a method, this rule reads it).
 */
export const invoicePaid: PostingRule = (event, facts) => {
  const invoice = pendingBefore(event, facts);
  if (!invoice) return null;
  return entry(dayOfEvent(event, facts), `${named(invoice)}: cobrada`, [
    debit(ACCOUNTS.bank, invoice.totalCents),
    credit(ACCOUNTS.receivables, invoice.totalCents),
  ]);
};

/**
 * Billing cancels a draft or a pending invoice, never a paid one (decideInvoice refuses): so a
 * cancellation undoes the issue (at the invoice's last content) and never a payment.
 */
export const invoiceCancelled: PostingRule = (event, facts) => {
  const invoice = pendingBefore(event, facts);
  if (!invoice) return null;
  return entry(dayOfEvent(event, facts), `${named(invoice)}: cancelada`, [
    debit(ACCOUNTS.invoicedSales, invoice.subtotalCents),
    debit(ACCOUNTS.taxPayable, invoice.taxCents),
    credit(ACCOUNTS.receivables, invoice.totalCents),
  ]);
};
