import { inPesos, isDebitNormal, shopPosition, type Account, type GeneralLedger } from '../../../domain/accounting';
import { accountLines, sumsByAccount, type AccountSums, type LedgerReadDb } from './ledger';
import { balanceSheet, figuresOf, incomeStatement, trialBalance } from '../to-response/statements';

// The four reports as their routes answer them, read from one connection (the route's, or the export's
// repeatable-read transaction, so a file's figures and the position it prints are of one moment).
// A span's `to` (or `asOf`) is today when absent; the income statement's `from`, the first of its month.

export const BOOK_REPORTS = ['trial-balance', 'income-statement', 'balance-sheet', 'general-ledger'] as const;
export type BookReport = (typeof BOOK_REPORTS)[number];

export interface StatementQuery {
  from?: string;
  to?: string;
  asOf?: string;
}

/** The span asked, `to` (or `asOf`) today when not given; this month so far for a statement of results. */
export function spanOf(query: StatementQuery, today: string, monthSoFar = false): { from?: string; to: string } {
  const to = query.to ?? query.asOf ?? today;
  return { from: query.from ?? (monthSoFar ? `${to.slice(0, 7)}-01` : undefined), to };
}

const figures = async (db: LedgerReadDb, chart: readonly Account[], span: { from?: string; to: string }) =>
  figuresOf(await sumsByAccount(db, span), [...chart]);

export async function trialBalanceReport(db: LedgerReadDb, chart: readonly Account[], span: ReturnType<typeof spanOf>) {
  return { ...span, ...trialBalance(await figures(db, chart, span)) };
}

export async function incomeStatementReport(
  db: LedgerReadDb,
  chart: readonly Account[],
  span: ReturnType<typeof spanOf>,
) {
  return { ...span, ...incomeStatement(await figures(db, chart, span)) };
}

/** The cash and the receivables from the same sums, by the one definition the owner's dashboard uses too. */
function positionOf(sums: readonly AccountSums[]) {
  const byCode = new Map(sums.map((s) => [s.accountCode, s.debitCents - s.creditCents]));
  return inPesos(shopPosition((code) => byCode.get(code) ?? 0));
}

export async function balanceSheetReport(db: LedgerReadDb, chart: readonly Account[], asOf: string) {
  const sums = await sumsByAccount(db, { to: asOf });
  return { asOf, ...balanceSheet(figuresOf(sums, [...chart])), position: positionOf(sums) };
}

/** An account's lines over the span with their running balance: a page of them, or all as one page (`page` absent). */
export async function generalLedgerReport(
  db: LedgerReadDb,
  chart: readonly Account[],
  account: string,
  span: ReturnType<typeof spanOf>,
  page?: { page: number; size: number },
): Promise<GeneralLedger> {
  const window = page ? { offset: (page.page - 1) * page.size, limit: page.size } : { offset: 0, limit: null };
  const found = await accountLines(db, account, span, window);
  const known = chart.find((a) => a.code === account);
  // The balance on the account's own side, as the trial balance shows it: sales grow with credits.
  const sign = !known || isDebitNormal(known.kind) ? 1 : -1;
  return {
    account: { code: account, name: known?.name ?? account, kind: known?.kind ?? 'asset' },
    ...span,
    opening: (sign * found.opening) / 100,
    lines: found.lines.map((l) => ({
      entryId: l.entryId,
      lineNo: l.lineNo,
      postedOn: l.postedOn,
      description: l.description,
      memo: l.memo,
      debit: l.debitCents / 100,
      credit: l.creditCents / 100,
      balance: (sign * l.balanceCents) / 100,
      sourceKind: l.sourceKind,
      sourceEventId: l.sourceEventId,
      sourceType: l.sourceType,
    })),
    page: page?.page ?? 1,
    pageCount: page ? Math.max(1, Math.ceil(found.total / page.size)) : 1,
    total: found.total,
  };
}

export type TrialBalanceReport = Awaited<ReturnType<typeof trialBalanceReport>>;
export type IncomeStatementReport = Awaited<ReturnType<typeof incomeStatementReport>>;
export type BalanceSheetReport = Awaited<ReturnType<typeof balanceSheetReport>>;
export type GeneralLedgerReport = Awaited<ReturnType<typeof generalLedgerReport>>;
