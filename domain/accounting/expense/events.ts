import type { DomainEvent } from '../../shared/decider';
import type { ExpenseCategory } from '../accounts';

// An expense the shop paid (issue 18): recorded once; the posting reactor turns it into its entry
// (the category's expense account against cash, card clearing or bank). Money in centavos.

export const EXPENSE_PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;
export type ExpensePaymentMethod = (typeof EXPENSE_PAYMENT_METHODS)[number];

export interface ExpenseDetails {
  expenseId: string;
  /** The day it was paid (yyyy-mm-dd). */
  date: string;
  category: ExpenseCategory;
  vendor: string;
  description: string;
  amountCents: number;
  paymentMethod: ExpensePaymentMethod;
  /** The receipt's file name, when one was kept. */
  attachmentName?: string;
}

export type ExpenseRecorded = DomainEvent<'ExpenseRecorded', ExpenseDetails & { recordedAt: string }>;

export type ExpenseEvent = ExpenseRecorded;
