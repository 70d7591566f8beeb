import { ACCOUNTS, EXPENSE_CATEGORIES } from '../accounts';
import { credit, debit } from '../journal';
import { entry, METHOD_ACCOUNTS, type MoneyMethod, type PostingRule } from './rule';

// Expenses (issue 18, domain/accounting/expense): the expense account of its category against where
// the money left from. The shop's card is on the card processor's account, so a card expense is taken
// off card clearing, as a card sale is put on it.

/** ExpenseRecorded's data as the expense aggregate records it (named here until it lands). */
export interface ExpenseRecordedData {
  expenseId: string;
  /** yyyy-mm-dd: the day of the receipt, typed by accounting. */
  date: string;
  category: string;
  vendor: string;
  description: string;
  amountCents: number;
  paymentMethod: MoneyMethod;
}

const accountOf = (category: string) =>
  (EXPENSE_CATEGORIES as Record<string, string>)[category] ?? ACCOUNTS.otherExpenses;

/** expense by category / cash, card clearing or bank. Dated the receipt's day, which may be days before it was recorded. */
export const expenseRecorded: PostingRule = (event) => {
  const expense = event.data as ExpenseRecordedData;
  return entry(expense.date, `Gasto: ${expense.vendor} — ${expense.description}`, [
    debit(accountOf(expense.category), expense.amountCents),
    credit(METHOD_ACCOUNTS[expense.paymentMethod], expense.amountCents),
  ]);
};
