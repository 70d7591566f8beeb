import type { DomainEvent } from '../../shared/decider';

// A member of staff (issue 19) and their attendance, on one stream `employee-<id>`: "no two open
// shifts" and "no overlapping shifts" are then the stream's own invariants, decided without a lock.
// Money in centavos; days yyyy-mm-dd in the shop's zone; instants ISO-8601 UTC.

export const EMPLOYEE_STATUSES = ['active', 'on_leave', 'terminated'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export type Pay = { type: 'hourly'; hourlyRateCents: number } | { type: 'salary'; monthlySalaryCents: number };

export interface EmergencyContact {
  name: string;
  phone: string;
  relationship: string;
}

export interface EmployeeDetails {
  employeeId: string;
  name: string;
  position: string;
  /** The user account the employee clocks in from, when they have one. */
  userId: string | null;
  hireDate: string;
  pay: Pay;
  /** The schedule the week's hours are read against (0 when none is agreed). */
  weeklyHours: number;
  emergencyContact: EmergencyContact | null;
}

/** Who recorded a clock-in or -out: the employee from their account, or HR correcting (with a reason). */
export type ClockedBy = 'self' | 'hr';

export type EmployeeHired = DomainEvent<'EmployeeHired', EmployeeDetails & { hiredAt: string }>;
export type EmployeeUpdated = DomainEvent<'EmployeeUpdated', EmployeeDetails & { updatedAt: string }>;
export type EmployeeStatusChanged = DomainEvent<
  'EmployeeStatusChanged',
  { employeeId: string; status: EmployeeStatus; effectiveOn: string; reason: string; changedAt: string }
>;
export type ShiftStarted = DomainEvent<
  'ShiftStarted',
  { employeeId: string; shiftId: string; at: string; by: ClockedBy; reason: string | null }
>;
export type ShiftEnded = DomainEvent<
  'ShiftEnded',
  { employeeId: string; shiftId: string; at: string; by: ClockedBy; reason: string | null }
>;
/** A closed shift's times replaced: a new fact beside the old ones, never an edit of them. */
export type ShiftCorrected = DomainEvent<
  'ShiftCorrected',
  { employeeId: string; shiftId: string; start: string; end: string; reason: string }
>;

export type EmployeeEvent =
  EmployeeHired | EmployeeUpdated | EmployeeStatusChanged | ShiftStarted | ShiftEnded | ShiftCorrected;
