import type { Command } from '../../shared/decider';
import type { ExpenseDetails } from './events';

export type RecordExpense = Command<'RecordExpense', ExpenseDetails>;

export type ExpenseCommand = RecordExpense;
