import { z } from 'zod';
import { Instant } from '../shared/responses';
import { ADJUSTMENT_KINDS, PAYROLL_METHODS } from './payroll-run/events';

// The payroll runs as the read side answers them (DESIGN.md): the list and a run whole, with each
// line's adjustments and, once paid, its ledger entry. Money in pesos; a line's hours in hours.

/** A shop day, yyyy-mm-dd. */
export const Day = z.string();
/** Pesos, 2 decimals. */
export const Pesos = z.number();
const money = Pesos;

export const PAY_TYPES = ['hourly', 'salary'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const RUN_STATUSES = ['draft', 'approved', 'paid', 'discarded'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** A row of GET /api/hr/payroll-runs, the newest period first. */
export const RunSummary = z.object({
  runId: z.string(),
  periodStart: Day,
  periodEnd: Day,
  status: z.enum(RUN_STATUSES),
  employees: z.number().int(),
  net: money,
  paidOn: Day.nullable(),
});
export type RunSummary = z.infer<typeof RunSummary>;

export const RunList = z.object({ items: z.array(RunSummary) });
export type RunList = z.infer<typeof RunList>;

export const Adjustment = z.object({
  adjustmentId: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  amount: money,
  reason: z.string(),
});
export type Adjustment = z.infer<typeof Adjustment>;

/** One employee's line of a run: its base, additions and deductions, and its net (never below 0). */
export const RunLine = z.object({
  employeeId: z.string(),
  name: z.string(),
  position: z.string(),
  payType: z.enum(PAY_TYPES),
  hours: z.number(),
  hourlyRate: money.nullable(),
  monthlySalary: money.nullable(),
  daysEmployed: z.number().int(),
  base: money,
  additions: money,
  deductions: money,
  net: money,
  openShifts: z.number().int(),
  adjustments: z.array(Adjustment),
});
export type RunLine = z.infer<typeof RunLine>;

export const RunTotals = z.object({ base: money, additions: money, deductions: money, net: money });
export type RunTotals = z.infer<typeof RunTotals>;

/** GET /api/hr/payroll-runs/:id: a run whole; a paid run's totals are those the books hold. */
export const Run = z.object({
  runId: z.string(),
  periodStart: Day,
  periodEnd: Day,
  status: z.enum(RUN_STATUSES),
  draftedAt: Instant,
  approvedAt: Instant.nullable(),
  approvedBy: z.string().nullable(),
  paidAt: Instant.nullable(),
  paidOn: Day.nullable(),
  method: z.enum(PAYROLL_METHODS).nullable(),
  totals: RunTotals,
  lines: z.array(RunLine),
  /** The ledger entry posted from the payment, once the ledger has posted it. */
  entryId: z.string().nullable(),
});
export type Run = z.infer<typeof Run>;

export const AccountOption = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  /** The employee (not terminated) already linked to the account, if any (one employee per account). */
  employeeId: z.string().nullable(),
});
export type AccountOption = z.infer<typeof AccountOption>;

/** GET /api/hr/accounts */
export const AccountOptionList = z.object({ items: z.array(AccountOption) });
export type AccountOptionList = z.infer<typeof AccountOptionList>;
