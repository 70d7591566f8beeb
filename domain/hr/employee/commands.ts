import type { Command } from '../../shared/decider';
import type { ClockedBy, EmployeeDetails, EmployeeStatus } from './events';

export type HireEmployee = Command<'HireEmployee', EmployeeDetails>;
export type UpdateEmployee = Command<'UpdateEmployee', EmployeeDetails>;
export type ChangeEmployeeStatus = Command<
  'ChangeEmployeeStatus',
  { status: EmployeeStatus; effectiveOn: string; reason: string }
>;
/** `at` absent: now (the employee at the clock). Given: HR recording a missed one, with a reason. */
export type ClockIn = Command<'ClockIn', { shiftId: string; by: ClockedBy; at?: string; reason?: string }>;
export type ClockOut = Command<'ClockOut', { by: ClockedBy; at?: string; reason?: string }>;
export type CorrectShift = Command<'CorrectShift', { shiftId: string; start: string; end: string; reason: string }>;

export type EmployeeCommand = HireEmployee | UpdateEmployee | ChangeEmployeeStatus | ClockIn | ClockOut | CorrectShift;
