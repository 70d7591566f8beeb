import { isIsoDay } from '../../shared/dates';
import { sameData } from '../../shared/values';
import type { EmployeeCommand } from './commands';
import { detailsOf, instantOf, reasonOf } from './details';
import { employeeIllegal, employeeInvalid, employeeNotFound, MAX_SHIFT_HOURS } from './errors';
import { EMPLOYEE_STATUSES, type EmployeeEvent } from './events';
import { openShiftOf, type EmployeeState, type ShiftSpan } from './evolve';

// A member of staff and their clock. Times come from the command's metadata (`now`) unless HR states
// one, with a reason: that is a correction, recorded as such. Every shift is a span of the one
// timeline — an open one runs to "now and beyond" — and no two spans of an employee may overlap.

const HOUR_MS = 3_600_000;
const ms = (iso: string) => Date.parse(iso);

/** Whether [start, end) meets another shift; an open shift (end null) runs on without end. */
function overlaps(shifts: readonly ShiftSpan[], start: string, end: string | null, except?: string): boolean {
  const a0 = ms(start);
  const a1 = end === null ? Infinity : ms(end);
  return shifts.some((s) => {
    if (s.shiftId === except) return false;
    const b1 = s.end === null ? Infinity : ms(s.end);
    return a0 < b1 && ms(s.start) < a1;
  });
}

function spanChecked(start: string, end: string, now: string) {
  if (ms(end) <= ms(start)) throw employeeInvalid('SHIFT.ORDER', 'end');
  if (ms(end) - ms(start) > MAX_SHIFT_HOURS * HOUR_MS) throw employeeIllegal('SHIFT.TOO_LONG');
  if (ms(end) > ms(now)) throw employeeInvalid('SHIFT.FUTURE', 'end');
}

/** A stated time (HR's correction) needs its reason; none stated is now, a reason then optional. */
function clockTime(data: { at?: string; reason?: string }, now: string) {
  if (data.at === undefined) return { at: now, reason: data.reason?.trim() ? reasonOf(data.reason) : null };
  const at = instantOf(data.at, 'at');
  if (ms(at) > ms(now)) throw employeeInvalid('SHIFT.FUTURE', 'at');
  return { at, reason: reasonOf(data.reason) };
}

export function decideEmployee(command: EmployeeCommand, state: EmployeeState): EmployeeEvent[] {
  const { now } = command.metadata;
  if (command.type === 'HireEmployee') {
    const details = detailsOf(command.data);
    if (state.details) {
      if (sameData(state.details, details)) return [];
      throw employeeIllegal('EMPLOYEE.ID_TAKEN');
    }
    return [{ type: 'EmployeeHired', data: { ...details, hiredAt: now } }];
  }
  if (!state.details) throw employeeNotFound('EMPLOYEE.NOT_FOUND');
  const employeeId = state.details.employeeId;
  switch (command.type) {
    case 'UpdateEmployee': {
      const details = detailsOf({ ...command.data, employeeId });
      if (sameData(state.details, details)) return [];
      return [{ type: 'EmployeeUpdated', data: { ...details, updatedAt: now } }];
    }
    case 'ChangeEmployeeStatus': {
      const { status, effectiveOn } = command.data;
      if (!EMPLOYEE_STATUSES.includes(status)) throw employeeInvalid('EMPLOYEE.STATUS', 'status');
      if (!isIsoDay(effectiveOn)) throw employeeInvalid('EMPLOYEE.EFFECTIVE_ON', 'effectiveOn');
      if (status === state.status) return []; // a retry, or a screen that was behind
      if (status === 'terminated' && openShiftOf(state)) throw employeeIllegal('SHIFT.ALREADY_OPEN');
      const reason = reasonOf(command.data.reason);
      return [{ type: 'EmployeeStatusChanged', data: { employeeId, status, effectiveOn, reason, changedAt: now } }];
    }
    case 'ClockIn': {
      const { shiftId } = command.data;
      if (state.shifts.some((s) => s.shiftId === shiftId)) return []; // the same clock-in retried
      if (state.status === 'terminated') throw employeeIllegal('EMPLOYEE.TERMINATED');
      if (openShiftOf(state)) throw employeeIllegal('SHIFT.ALREADY_OPEN');
      const { at, reason } = clockTime(command.data, now);
      if (overlaps(state.shifts, at, null)) throw employeeIllegal('SHIFT.OVERLAP');
      return [{ type: 'ShiftStarted', data: { employeeId, shiftId, at, by: command.data.by, reason } }];
    }
    case 'ClockOut': {
      const open = openShiftOf(state);
      if (!open) throw employeeIllegal('SHIFT.NONE_OPEN');
      const { at, reason } = clockTime(command.data, now);
      spanChecked(open.start, at, now);
      return [{ type: 'ShiftEnded', data: { employeeId, shiftId: open.shiftId, at, by: command.data.by, reason } }];
    }
    case 'CorrectShift': {
      const shift = state.shifts.find((s) => s.shiftId === command.data.shiftId);
      if (!shift) throw employeeNotFound('SHIFT.NOT_FOUND');
      if (shift.end === null) throw employeeIllegal('SHIFT.OPEN');
      const start = instantOf(command.data.start, 'start');
      const end = instantOf(command.data.end, 'end');
      spanChecked(start, end, now);
      if (shift.start === start && shift.end === end) return [];
      if (overlaps(state.shifts, start, end, shift.shiftId)) throw employeeIllegal('SHIFT.OVERLAP');
      const reason = reasonOf(command.data.reason);
      return [{ type: 'ShiftCorrected', data: { employeeId, shiftId: shift.shiftId, start, end, reason } }];
    }
  }
}
