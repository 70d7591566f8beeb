import type { Command } from '../../shared/decider';
import type { Pay } from '../employee/events';
import type { AdjustmentKind, PayrollMethod } from './events';

/** One employee as the payroll reads them: handed in by the command-api from the employee's stream. */
export interface StaffFact {
  employeeId: string;
  name: string;
  position: string;
  pay: Pay;
  hireDate: string;
  /** The last day employed, for a terminated employee. */
  terminatedOn: string | null;
  /** Their shifts, each with the shop's day it started on (the caller applies the shop's zone). */
  shifts: { start: string; end: string | null; day: string }[];
}

interface Staff {
  periodStart: string;
  periodEnd: string;
  staff: StaffFact[];
}

export type DraftPayrollRun = Command<'DraftPayrollRun', Staff & { runId: string }>;
export type RecalculatePayrollRun = Command<'RecalculatePayrollRun', { staff: StaffFact[] }>;
export type AddPayrollAdjustment = Command<
  'AddPayrollAdjustment',
  { adjustmentId: string; employeeId: string; kind: AdjustmentKind; amountCents: number; reason: string }
>;
export type ApprovePayrollRun = Command<'ApprovePayrollRun', Record<string, never>>;
export type PayPayrollRun = Command<'PayPayrollRun', { method: PayrollMethod; paidOn: string }>;
export type DiscardPayrollRun = Command<'DiscardPayrollRun', { reason: string }>;

export type PayrollRunCommand =
  | DraftPayrollRun
  | RecalculatePayrollRun
  | AddPayrollAdjustment
  | ApprovePayrollRun
  | PayPayrollRun
  | DiscardPayrollRun;
