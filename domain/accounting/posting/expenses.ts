import { ACCOUNTS, EXPENSE_CATEGORIES } from '../accounts';
import type { ExpenseRecorded } from '../expense/events';
import { credit, debit } from '../journal';
import { entry, METHOD_ACCOUNTS, type PostingRule } from './rule';

// Expenses (issue 18, ./expense): the expense account of its category against where the money left
// from. The shop's card is on the card processor's account, so a card expense is taken off card
// clearing, as a card sale is put on it.

/** An unknown category (a chart edited since) still posts, to other expenses, rather than losing the money. */
const accountOf = (category: string) =>
  (EXPENSE_CATEGORIES as Record<string, string>)[category] ?? ACCOUNTS.otherExpenses;

/**
 * expense by category / cash, card clearing or bank. Dated the day it was paid (the expense's own
 * date, typed by accounting), which may be days before it was recorded.
 */
export const expenseRecorded: PostingRule = (event) => {
  const expense = event.data as ExpenseRecorded['data'];
  return entry(expense.date, `Gasto: ${expense.vendor} — ${expense.description}`, [
    debit(accountOf(expense.category), expense.amountCents),
    credit(METHOD_ACCOUNTS[expense.paymentMethod], expense.amountCents),
  ]);
};
