import type { PayrollRunPaid } from '../../hr';
import { ACCOUNTS } from '../accounts';
import { credit, debit } from '../journal';
import { entry, type PostingRule } from './rule';

// Payroll (issue 19, domain/hr/payroll-run): paying a run is the wages expense against where the money
// left — bank or cash. The expense is what was paid (each employee's net, additions in, deductions
// out), a line per employee so the books name who was paid; dated the day it was paid.

const PAID_FROM = { bank: ACCOUNTS.bank, cash: ACCOUNTS.cash } as const;

export const payrollRunPaid: PostingRule = (event) => {
  const run = event.data as PayrollRunPaid['data'];
  const from = Object.hasOwn(PAID_FROM, run.method) ? PAID_FROM[run.method] : ACCOUNTS.bank;
  return entry(run.paidOn, `Nómina ${run.periodStart} a ${run.periodEnd}`, [
    ...run.lines.map((l) => (l.netCents > 0 ? debit(ACCOUNTS.wages, l.netCents, l.name) : null)),
    credit(from, run.totals.netCents),
  ]);
};
