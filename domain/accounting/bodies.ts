import { z } from 'zod';
import { BOUNDS_MESSAGES, MAX_TOTAL_CENTS } from '../shared/bounds';
import { isIsoDay } from '../shared/dates';
import { required, text } from '../shared/fields';
import { hasAtMostTwoDecimals, toCents } from '../shared/money';
import { ACCOUNT_KINDS, EXPENSE_CATEGORIES, type ExpenseCategory } from './accounts';
import { ACCOUNT_CODE } from './chart/decide';
import { CHART_MESSAGES as C, MAX_ACCOUNT_NAME } from './chart/errors';
import { EXPENSE_PAYMENT_METHODS } from './expense/events';
import {
  EXPENSE_MESSAGES as X,
  MAX_EXPENSE_ATTACHMENT,
  MAX_EXPENSE_DESCRIPTION,
  MAX_EXPENSE_VENDOR,
} from './expense/errors';
import { LEDGER_MESSAGES as L, MAX_ENTRY_DESCRIPTION, MAX_ENTRY_REASON, pesosText } from './ledger/errors';

// Accounting's HTTP bodies (issue 18; the command-api validates them, the accounting screens show the
// same messages). Amounts in pesos with at most 2 decimals, never negative; a document's amount is
// bounded like any document's total (shared/bounds.ts), so its centavos stay exact.

/** An entry's lines at most (a payroll entry by employee is the longest the shop writes by hand). */
export const MAX_ENTRY_LINES = 200;
const MAX_PESOS = MAX_TOTAL_CENTS / 100;

const pesos = (error: string) =>
  z
    .number({ error })
    .refine((n) => n >= 0, { error: L['LEDGER.NEGATIVE_AMOUNT'], abort: true })
    .max(MAX_PESOS, { error: BOUNDS_MESSAGES['TOTAL.TOO_LARGE'], abort: true })
    .refine(hasAtMostTwoDecimals, { error });
const day = (error: string) => z.string({ error }).refine(isIsoDay, { error });
const accountCode = z.string({ error: C['ACCOUNT.CODE'] }).trim().regex(ACCOUNT_CODE, { error: C['ACCOUNT.CODE'] });
const accountName = required(MAX_ACCOUNT_NAME, C['ACCOUNT.NAME']);

/** POST /api/accounting/accounts */
export const accountBody = z
  .object({ code: accountCode, name: accountName, kind: z.enum(ACCOUNT_KINDS, { error: C['ACCOUNT.KIND'] }) })
  .strict();
export type AccountBody = z.infer<typeof accountBody>;

/** PATCH /api/accounting/accounts/:code — rename, (de)activate, or both. */
export const accountPatchBody = z
  .object({ name: accountName.optional(), active: z.boolean({ error: C['ACCOUNT.ACTIVE'] }).optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.active !== undefined, {
    error: 'Indica el nombre o el estado de la cuenta.',
  });
export type AccountPatchBody = z.infer<typeof accountPatchBody>;

/** POST /api/accounting/expenses */
export const expenseBody = z
  .object({
    date: day(X['EXPENSE.DATE']),
    category: z.enum(Object.keys(EXPENSE_CATEGORIES) as [ExpenseCategory, ...ExpenseCategory[]], {
      error: X['EXPENSE.CATEGORY'],
    }),
    vendor: required(MAX_EXPENSE_VENDOR, X['EXPENSE.VENDOR']),
    description: required(MAX_EXPENSE_DESCRIPTION, X['EXPENSE.DESCRIPTION']),
    amount: pesos(X['EXPENSE.AMOUNT']).refine((n) => n > 0, { error: X['EXPENSE.AMOUNT'] }),
    paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS, { error: X['EXPENSE.PAYMENT_METHOD'] }),
    attachmentName: text(MAX_EXPENSE_ATTACHMENT).optional(),
  })
  .strict();
export type ExpenseBody = z.infer<typeof expenseBody>;

const AMOUNT = 'El importe debe ser un número de 0 o más, con 2 decimales como máximo.';
const entryLine = z
  .object({
    accountCode,
    debit: pesos(AMOUNT).default(0),
    credit: pesos(AMOUNT).default(0),
  })
  .strict()
  .refine((l) => l.debit > 0 !== l.credit > 0, { error: L['LEDGER.LINE_SIDE'] });

/** POST /api/accounting/journal-entries — a manual entry; without a reason, its description is the reason. */
export const journalEntryBody = z
  .object({
    date: day(L['LEDGER.DATE']),
    description: required(MAX_ENTRY_DESCRIPTION, L['LEDGER.DESCRIPTION']),
    lines: z
      .array(entryLine, { error: L['LEDGER.TOO_FEW_LINES'] })
      .min(2, { error: L['LEDGER.TOO_FEW_LINES'] })
      .max(MAX_ENTRY_LINES, { error: `Un asiento admite como máximo ${MAX_ENTRY_LINES} líneas.` }),
    reason: text(MAX_ENTRY_REASON).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    // Compared in centavos, as the ledger does: 0.1 + 0.2 pesos balance 0.3.
    const debits = b.lines.reduce((s, l) => s + toCents(l.debit), 0);
    const credits = b.lines.reduce((s, l) => s + toCents(l.credit), 0);
    if (debits !== credits)
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message: `El asiento no cuadra: débitos ${pesosText(debits)}, créditos ${pesosText(credits)}.`,
      });
  });
export type JournalEntryBody = z.infer<typeof journalEntryBody>;

/** POST /api/accounting/journal-entries/:id/reverse */
export const reverseEntryBody = z.object({ reason: required(MAX_ENTRY_REASON, L['LEDGER.REASON']) }).strict();
export type ReverseEntryBody = z.infer<typeof reverseEntryBody>;
