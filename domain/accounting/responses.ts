import { z } from 'zod';
import { Instant } from '../shared/responses';
import { ACCOUNT_KINDS } from './accounts';
import { ENTRY_SOURCE_KINDS } from './journal';
import { ShopPosition } from './position';

// What the read-api answers for the books (read-api/accounting, issue 18), shared with the app: each
// answer a zod schema the route serialises with (and the OpenAPI document publishes), its type
// inferred under the same name. Amounts in pesos (2 decimals); days are the shop's, yyyy-mm-dd.

const Day = z.string();
const Count = z.number().int();

/** A span of days as the reports answer it: `to` today when not asked; `from` absent means since the start. */
const span = { from: Day.optional(), to: Day };

/** GET /api/accounting/accounts — the chart, inactive accounts too, in code order. */
export const AccountView = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  active: z.boolean(),
});
export type AccountView = z.infer<typeof AccountView>;
export const AccountList = z.object({ items: z.array(AccountView) });
export type AccountList = z.infer<typeof AccountList>;

/** An account's figures over a span, as the statements list them. */
export const AccountFigure = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  debit: z.number(),
  credit: z.number(),
  /** Debits − credits for assets and expenses, credits − debits for the others. */
  balance: z.number(),
});
export type AccountFigure = z.infer<typeof AccountFigure>;

/** GET /api/accounting/reports/trial-balance?from&to|asOf — every account with movements in the span. */
export const TrialBalance = z.object({
  ...span,
  accounts: z.array(AccountFigure),
  totals: z.object({ debit: z.number(), credit: z.number() }),
  balanced: z.boolean(),
});
export type TrialBalance = z.infer<typeof TrialBalance>;

/** GET /api/accounting/reports/income-statement?from&to — a span (this month so far when none is given). */
export const IncomeStatement = z.object({
  ...span,
  revenue: z.array(AccountFigure),
  expenses: z.array(AccountFigure),
  totalRevenue: z.number(),
  totalExpenses: z.number(),
  /** Revenue − expenses. */
  result: z.number(),
});
export type IncomeStatement = z.infer<typeof IncomeStatement>;

/** GET /api/accounting/reports/balance-sheet?asOf — as of a day; the result so far stands in equity. */
export const BalanceSheet = z.object({
  asOf: Day,
  assets: z.array(AccountFigure),
  liabilities: z.array(AccountFigure),
  equity: z.array(AccountFigure),
  result: z.number(),
  totals: z.object({ assets: z.number(), liabilitiesAndEquity: z.number() }),
  balanced: z.boolean(),
  /** The cash and the receivables as of the day, as every screen shows them (position.ts). */
  position: ShopPosition,
});
export type BalanceSheet = z.infer<typeof BalanceSheet>;

/** One line of an account's general ledger, with the account's running balance after it. */
export const LedgerLine = z.object({
  entryId: z.string(),
  lineNo: Count,
  postedOn: Day,
  description: z.string(),
  memo: z.string(),
  debit: z.number(),
  credit: z.number(),
  /** On the account's own side, as the trial balance shows it (a sales account's grows with credits). */
  balance: z.number(),
  sourceKind: z.enum(ENTRY_SOURCE_KINDS),
  /** The event the entry came from (a manual entry or a reversal: the event that recorded it). */
  sourceEventId: z.string().nullable(),
  sourceType: z.string().nullable(),
});
export type LedgerLine = z.infer<typeof LedgerLine>;

/** GET /api/accounting/reports/general-ledger?account&from&to&page — an account's lines, 100 a page. */
export const GeneralLedger = z.object({
  account: z.object({ code: z.string(), name: z.string(), kind: z.enum(ACCOUNT_KINDS) }),
  ...span,
  /** The balance before the span. */
  opening: z.number(),
  lines: z.array(LedgerLine),
  page: Count,
  pageCount: Count,
  /** Lines in the span, over every page. */
  total: Count,
});
export type GeneralLedger = z.infer<typeof GeneralLedger>;

export const JournalLineView = z.object({
  lineNo: Count,
  accountCode: z.string(),
  accountName: z.string(),
  debit: z.number(),
  credit: z.number(),
  memo: z.string(),
});
export type JournalLineView = z.infer<typeof JournalLineView>;

/**
 * The event an entry was recorded from: for a posted entry the business event (a sale, a payment);
 * for a manual entry or a reversal, the JournalEntryPosted that recorded the person's entry — every
 * entry opens its own event in the audit trail.
 */
export const EntrySourceView = z.object({
  eventId: z.string(),
  stream: z.string().nullable(),
  /** The event's position in the store. */
  position: z.string().nullable(),
  type: z.string().nullable(),
});
export type EntrySourceView = z.infer<typeof EntrySourceView>;

export const JournalEntryView = z.object({
  entryId: z.string(),
  /** The ledger month it was posted to (yyyy-mm). */
  month: z.string(),
  /** The day the books count it on (the day it happened, unless that month was closed). */
  postedOn: Day,
  occurredOn: Day,
  description: z.string(),
  sourceKind: z.enum(ENTRY_SOURCE_KINDS),
  source: EntrySourceView,
  /** A person's reason for a manual entry or a reversal; '' for a posted one. */
  reason: z.string(),
  total: z.number(),
  actorId: z.string().nullable(),
  /** The entry this one reverses, and the one that reversed this one (links both ways). */
  reversesEntryId: z.string().nullable(),
  reversedByEntryId: z.string().nullable(),
  lines: z.array(JournalLineView),
});
export type JournalEntryView = z.infer<typeof JournalEntryView>;

/** GET /api/accounting/journal?from&to&account&source&page — entries in the order they were booked, 50 a page. */
export const Journal = z.object({
  from: Day,
  to: Day,
  items: z.array(JournalEntryView),
  page: Count,
  pageCount: Count,
  total: Count,
});
export type Journal = z.infer<typeof Journal>;

export const ExpenseView = z.object({
  expenseId: z.string(),
  date: Day,
  category: z.string(),
  vendor: z.string(),
  description: z.string(),
  amount: z.number(),
  paymentMethod: z.string(),
  attachmentName: z.string().nullable(),
  recordedAt: Instant,
  actorId: z.string().nullable(),
  /** The journal entry posted from it; null until the ledger has it (pending). */
  entryId: z.string().nullable(),
});
export type ExpenseView = z.infer<typeof ExpenseView>;

/** GET /api/accounting/expenses?from&to&category&page — newest first, 50 a page, with the span's sums. */
export const Expenses = z.object({
  from: Day,
  to: Day,
  items: z.array(ExpenseView),
  /** Expenses in the span (over every page). */
  count: Count,
  totalAmount: z.number(),
  /** The largest first. */
  byCategory: z.array(z.object({ category: z.string(), amount: z.number() })),
  page: Count,
  pageCount: Count,
});
export type Expenses = z.infer<typeof Expenses>;
