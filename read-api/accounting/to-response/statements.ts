import { isDebitNormal, type Account, type AccountFigure } from '../../../domain/accounting';
import { toPesos } from '../../../domain/shared/money';
import type { AccountSums } from '../queries/ledger';

// The four statements from the sums per account (queries/ledger.ts) and the chart (names, kinds). Each
// account's balance is signed by its kind: assets and expenses grow with debits, the rest with
// credits. Amounts in pesos.

/** Each account with movements in the span, named by the chart (an account the chart lost keeps its code). */
export function figuresOf(sums: readonly AccountSums[], chart: readonly Account[]): AccountFigure[] {
  const byCode = new Map(chart.map((a) => [a.code, a]));
  return sums.map((s) => {
    const account = byCode.get(s.accountCode);
    const kind = account?.kind ?? 'asset';
    const net = s.debitCents - s.creditCents;
    return {
      code: s.accountCode,
      name: account?.name ?? s.accountCode,
      kind,
      debit: toPesos(s.debitCents),
      credit: toPesos(s.creditCents),
      balance: toPesos(isDebitNormal(kind) ? net : -net),
    };
  });
}

const cents = (pesos: number) => Math.round(pesos * 100);
const total = (figures: readonly { balance: number }[]) => toPesos(figures.reduce((s, f) => s + cents(f.balance), 0));

export function trialBalance(figures: AccountFigure[]) {
  const debit = toPesos(figures.reduce((s, f) => s + cents(f.debit), 0));
  const credit = toPesos(figures.reduce((s, f) => s + cents(f.credit), 0));
  return { accounts: figures, totals: { debit, credit }, balanced: cents(debit) === cents(credit) };
}

export function incomeStatement(figures: AccountFigure[]) {
  const revenue = figures.filter((f) => f.kind === 'revenue');
  const expenses = figures.filter((f) => f.kind === 'expense');
  const totalRevenue = total(revenue);
  const totalExpenses = total(expenses);
  return {
    revenue,
    expenses,
    totalRevenue,
    totalExpenses,
    result: toPesos(cents(totalRevenue) - cents(totalExpenses)),
  };
}

/** As of a day: the result so far (revenue − expenses since the first entry) stands in equity. */
export function balanceSheet(figures: AccountFigure[]) {
  const assets = figures.filter((f) => f.kind === 'asset');
  const liabilities = figures.filter((f) => f.kind === 'liability');
  const equity = figures.filter((f) => f.kind === 'equity');
  const { result } = incomeStatement(figures);
  const totalAssets = total(assets);
  const liabilitiesAndEquity = toPesos(cents(total(liabilities)) + cents(total(equity)) + cents(result));
  return {
    assets,
    liabilities,
    equity,
    result,
    totals: { assets: totalAssets, liabilitiesAndEquity },
    balanced: cents(totalAssets) === cents(liabilitiesAndEquity),
  };
}
