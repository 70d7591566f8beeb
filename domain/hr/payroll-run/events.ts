import type { DomainEvent } from '../../shared/decider';

// A payroll run for a period (issue 19), on `payroll-run-<runId>`: drafted from the staff's pay and
// shifts, adjusted while a draft, approved, then paid — and paying is what the ledger posts (wages
// against bank or cash), so the paid event carries its totals and needs nothing else. Centavos.

export const ADJUSTMENT_KINDS = ['addition', 'deduction'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];
export const PAYROLL_METHODS = ['bank', 'cash'] as const;
export type PayrollMethod = (typeof PAYROLL_METHODS)[number];
/**
 * How a run is paid when the payment names no method (issue 39): by bank transfer, the shop's way of
 * paying wages — the shop's settings (domain/settings) hold no payroll method and the spec names none,
 * and the pay screen offers the transfer first.
 */
export const DEFAULT_PAYROLL_METHOD: PayrollMethod = 'bank';

export interface PayrollLine {
  employeeId: string;
  name: string;
  position: string;
  payType: 'hourly' | 'salary';
  /** Minutes of the closed shifts that started in the period (hourly staff; 0 for salaried). */
  minutes: number;
  hourlyRateCents: number | null;
  monthlySalaryCents: number | null;
  /** Days of the period the employee was employed (the salaried's pro rata). */
  daysEmployed: number;
  baseCents: number;
  /** Shifts still open in the period: not paid until closed (the run is recalculated then). */
  openShifts: number;
}

export interface PayrollAdjustment {
  adjustmentId: string;
  employeeId: string;
  kind: AdjustmentKind;
  amountCents: number;
  reason: string;
}

export interface PayrollTotals {
  baseCents: number;
  additionsCents: number;
  deductionsCents: number;
  netCents: number;
}

interface Period {
  runId: string;
  periodStart: string;
  periodEnd: string;
}

export type PayrollRunDrafted = DomainEvent<'PayrollRunDrafted', Period & { lines: PayrollLine[]; draftedAt: string }>;
export type PayrollAdjustmentAdded = DomainEvent<'PayrollAdjustmentAdded', PayrollAdjustment & { runId: string }>;
export type PayrollRunApproved = DomainEvent<
  'PayrollRunApproved',
  { runId: string; approvedAt: string; approvedBy: string }
>;
export type PayrollRunPaid = DomainEvent<
  'PayrollRunPaid',
  Period & {
    paidOn: string;
    method: PayrollMethod;
    totals: PayrollTotals;
    lines: { employeeId: string; name: string; netCents: number }[];
    paidAt: string;
  }
>;
export type PayrollRunDiscarded = DomainEvent<
  'PayrollRunDiscarded',
  { runId: string; reason: string; discardedAt: string }
>;

export type PayrollRunEvent =
  PayrollRunDrafted | PayrollAdjustmentAdded | PayrollRunApproved | PayrollRunPaid | PayrollRunDiscarded;
