import { MAX_TOTAL_CENTS, outOfBounds } from '../../shared/bounds';
import { isIsoDay } from '../../shared/dates';
import { sameData, trimmed } from '../../shared/values';
import { EXPENSE_CATEGORIES } from '../accounts';
import type { ExpenseCommand } from './commands';
import {
  expenseIllegal,
  expenseInvalid,
  MAX_EXPENSE_ATTACHMENT,
  MAX_EXPENSE_DESCRIPTION,
  MAX_EXPENSE_VENDOR,
} from './errors';
import { EXPENSE_PAYMENT_METHODS, type ExpenseDetails, type ExpenseEvent } from './events';
import type { ExpenseState } from './evolve';

// An expense is recorded once. The same record again (a retry, the CSV import run twice) is answered
// with nothing; another expense under the same id is a clash (409), never a silent edit: a paid
// expense is corrected in the books, by a reversal, not by rewriting it. Commands come from scripts
// and the import as well as HTTP, so every field is read defensively.

function detailsOf(d: ExpenseDetails): ExpenseDetails {
  if (!isIsoDay(d.date)) throw expenseInvalid('EXPENSE.DATE', 'date');
  if (typeof d.category !== 'string' || !Object.hasOwn(EXPENSE_CATEGORIES, d.category))
    throw expenseInvalid('EXPENSE.CATEGORY', 'category');
  const vendor = trimmed(d.vendor);
  if (!vendor || vendor.length > MAX_EXPENSE_VENDOR) throw expenseInvalid('EXPENSE.VENDOR', 'vendor');
  const description = trimmed(d.description);
  if (!description || description.length > MAX_EXPENSE_DESCRIPTION)
    throw expenseInvalid('EXPENSE.DESCRIPTION', 'description');
  const cents = d.amountCents;
  if (typeof cents !== 'number' || Number.isNaN(cents)) throw expenseInvalid('EXPENSE.AMOUNT', 'amount');
  if (cents < 0) throw expenseInvalid('EXPENSE.NEGATIVE_AMOUNT', 'amount');
  if (cents > MAX_TOTAL_CENTS) throw outOfBounds('TOTAL.TOO_LARGE', 'amount');
  if (!Number.isSafeInteger(cents) || cents === 0) throw expenseInvalid('EXPENSE.AMOUNT', 'amount');
  if (!EXPENSE_PAYMENT_METHODS.includes(d.paymentMethod))
    throw expenseInvalid('EXPENSE.PAYMENT_METHOD', 'paymentMethod');
  const attachmentName = trimmed(d.attachmentName);
  if (attachmentName.length > MAX_EXPENSE_ATTACHMENT) throw expenseInvalid('EXPENSE.ATTACHMENT', 'attachmentName');
  return {
    expenseId: d.expenseId,
    date: d.date,
    category: d.category,
    vendor,
    description,
    amountCents: cents,
    paymentMethod: d.paymentMethod,
    ...(attachmentName ? { attachmentName } : {}),
  };
}

export function decideExpense(command: ExpenseCommand, state: ExpenseState): ExpenseEvent[] {
  switch (command.type) {
    case 'RecordExpense': {
      const details = detailsOf(command.data);
      if (state.recorded) {
        if (sameData(state.recorded, details)) return [];
        throw expenseIllegal('EXPENSE.ID_TAKEN');
      }
      return [{ type: 'ExpenseRecorded', data: { ...details, recordedAt: command.metadata.now } }];
    }
  }
}
