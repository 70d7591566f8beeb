import type { EntryDraft } from './journal';
import { invoiceCancelled, invoiceIssued, invoicePaid, invoiceUpdated } from './posting/billing';
import { agreementSettled, consignmentSaleRegistered } from './posting/consignment';
import { cashSessionClosed, counterSaleMade, counterSaleRefunded } from './posting/counter';
import { expenseRecorded } from './posting/expenses';
import { orderPaid, subscriptionChargePaid } from './posting/online';
import { payrollRunPaid } from './posting/payroll';
import type { PostingFacts, PostingRule, SourceEvent } from './posting/rule';
import { stockMoved } from './posting/stock';

export type { PostingFacts, PostingRule, SourceEvent } from './posting/rule';
export { sourceOf } from './posting/rule';

// THE POSTING RULES (issue 18): every business event that moves money owes the books one balanced
// journal entry; this table says which entry. Read it first: each rule is a pure function of the
// recorded event (plus the shop facts of PostingFacts) in ./posting/, one file per area, and names the
// accounts of ./accounts.ts. An event type missing here moves no money. Debits / credits:
//
//   Billing (posting/billing.ts)
//     InvoiceIssued        receivables              / invoiced sales + IVA payable
//     InvoiceUpdated       the difference, when the invoice was already issued (a draft moves nothing)
//     InvoicePaid          bank                     / receivables
//     InvoiceCancelled     invoiced sales + IVA     / receivables (undoes the issue; paid ones are never cancelled)
//   Counter (posting/counter.ts)
//     CounterSaleMade      cash (net of change), card clearing, bank (transfer) / counter sales + IVA payable
//     CounterSaleRefunded  counter sales + IVA (its share) / the refund's method
//     CashSessionClosed    cash / other expenses, by the counted difference (short or over)
//   Storefront and subscriptions (posting/online.ts) — no tax stated, so no IVA
//     OrderPaid            cash or card clearing    / online sales
//     SubscriptionChargePaid  cash, card clearing or bank / subscription sales
//   Consignment (posting/consignment.ts)
//     ConsignmentSaleRegistered  consignment receivables (net) + commissions / consignment sales (gross)
//     AgreementSettled     cash                     / consignment receivables (the net)
//   Inventory at the product's cost (posting/stock.ts)
//     StockMoved           purchase: inventory / suppliers; opening: inventory / capital;
//                          sale, consignment sold: cost of goods sold / inventory (a return the other way);
//                          adjustment: shrinkage / inventory (a found unit the other way);
//                          transfers and consignment placing or returns: nothing (the units stay ours)
//   Expenses (posting/expenses.ts)
//     ExpenseRecorded      the category's expense   / cash, card clearing or bank
//   Payroll (posting/payroll.ts)
//     PayrollRunPaid       wages, a line per employee (their net) / bank or cash
//
// Not posted, on purpose: SaleRung and RefundRung (the register's copy of the counter's figures),
// OrderCancelled (a paid order cancelled records no money given back), SubscriptionChargeWaived and
// SubscriptionCycleScheduled (nothing is owed until paid), CashSessionOpened (the float is already
// cash), PayrollRunDrafted and PayrollRunApproved (wages are booked when paid, as the shop pays them).

export const POSTING_RULES: Readonly<Record<string, PostingRule>> = {
  InvoiceIssued: invoiceIssued,
  InvoiceUpdated: invoiceUpdated,
  InvoicePaid: invoicePaid,
  InvoiceCancelled: invoiceCancelled,
  CounterSaleMade: counterSaleMade,
  CounterSaleRefunded: counterSaleRefunded,
  CashSessionClosed: cashSessionClosed,
  OrderPaid: orderPaid,
  SubscriptionChargePaid: subscriptionChargePaid,
  ConsignmentSaleRegistered: consignmentSaleRegistered,
  AgreementSettled: agreementSettled,
  StockMoved: stockMoved,
  ExpenseRecorded: expenseRecorded,
  PayrollRunPaid: payrollRunPaid,
};

/** The entry `event` owes the books, or null when it moves no money (or its type has no rule). */
export function entryFor(event: SourceEvent, facts: PostingFacts): EntryDraft | null {
  const rule = Object.hasOwn(POSTING_RULES, event.type) ? POSTING_RULES[event.type] : undefined;
  return rule ? rule(event, facts) : null;
}

/** Whether events of this type can move money: a reactor may skip the others without reading anything. */
export const isPostable = (type: string) => Object.hasOwn(POSTING_RULES, type);
