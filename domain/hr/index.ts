import type { Decider } from '../shared/decider';
import type { EmployeeCommand } from './employee/commands';
import { decideEmployee } from './employee/decide';
import type { EmployeeEvent } from './employee/events';
import { evolveEmployee, initialEmployee, type EmployeeState } from './employee/evolve';
import type { PayrollRunCommand } from './payroll-run/commands';
import { decidePayrollRun } from './payroll-run/decide';
import type { PayrollRunEvent } from './payroll-run/events';
import { evolvePayrollRun, initialPayrollRun, type PayrollRunState } from './payroll-run/evolve';

// The HR area (issue 19): employees with their attendance, and payroll runs. DESIGN.md is the contract.

export * from './bodies';
export * from './responses';
export * from './employee/events';
export * from './employee/commands';
export * from './employee/errors';
export { openShiftOf, type EmployeeState, type ShiftSpan } from './employee/evolve';
export * from './payroll-run/events';
export * from './payroll-run/commands';
export * from './payroll-run/errors';
export { netOf, payrollLine, payrollLines, payrollTotals, periodDays } from './payroll-run/pay';
export type { PayrollRunState, PayrollStatus } from './payroll-run/evolve';

export const EMPLOYEE_STREAM_PREFIX = 'employee-';
export const employeeStream = (employeeId: string) => `${EMPLOYEE_STREAM_PREFIX}${employeeId}`;
export const PAYROLL_RUN_STREAM_PREFIX = 'payroll-run-';
export const payrollRunStream = (runId: string) => `${PAYROLL_RUN_STREAM_PREFIX}${runId}`;

export const employeeDecider: Decider<EmployeeCommand, EmployeeEvent, EmployeeState> = {
  stateVersion: 1,
  initialState: initialEmployee,
  evolve: evolveEmployee,
  decide: decideEmployee,
};

export const payrollRunDecider: Decider<PayrollRunCommand, PayrollRunEvent, PayrollRunState> = {
  stateVersion: 1,
  initialState: initialPayrollRun,
  evolve: evolvePayrollRun,
  decide: decidePayrollRun,
};
