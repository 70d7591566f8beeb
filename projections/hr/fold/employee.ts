import type { EmployeeEvent } from '../../../domain/hr';
import { date, indexedText, int8, record, textOr } from '../../engine/column-values';
import type { SequencedEvent } from '../../engine/projection';
import {
  byOf,
  contactOf,
  employeeIdOfStream,
  employeeStatusOf,
  optionalId,
  optionalText,
  timeOf,
  weeklyMinutes,
  type Columns,
} from '../values';

// A batch of employee-stream events folded in memory into rows to write: an employee's whole row when
// hired, its details after an update, its status after a change, its open shift as shifts start and
// end; a shift's whole row when started, its end, its corrected times. The employee's stored revision
// keeps a replayed event (of any kind: shifts share the stream) from applying twice. Deterministic (no
// clock). An event of an employee never hired, or a type this version does not know, changes no row.

export type EmployeeColumns = Columns<'hr_employees'> & { employee_id: string; revision: string; position: string };
export type ShiftColumns = Columns<'hr_shifts'> & { shift_id: string; revision: string };

export interface KnownEmployee {
  revision: bigint;
  openShiftId: string | null;
  /** The linked account: it hears on the websocket that its employee moved (/api/hr/me). */
  userId: string | null;
}

export interface EmployeeWrites {
  createdEmployees: Map<string, EmployeeColumns>;
  changedEmployees: Map<string, EmployeeColumns>;
  createdShifts: Map<string, ShiftColumns>;
  changedShifts: Map<string, ShiftColumns>;
  /** The accounts linked to an employee the batch touched, before or after it (a link that moved). */
  linkedUsers: Set<string>;
}

export const EMPLOYEE_EVENT_TYPES: readonly EmployeeEvent['type'][] = [
  'EmployeeHired',
  'EmployeeUpdated',
  'EmployeeStatusChanged',
  'ShiftStarted',
  'ShiftEnded',
  'ShiftCorrected',
];

/** The whole record an EmployeeHired or EmployeeUpdated states. */
function details(d: Record<string, unknown>): Columns<'hr_employees'> {
  const pay = record(d.pay);
  const salaried = pay.type === 'salary';
  return {
    name: textOr(d.name),
    job_title: textOr(d.position),
    user_id: optionalId(d.userId),
    hire_date: date(d.hireDate),
    pay_type: salaried ? 'salary' : 'hourly',
    hourly_rate_cents: salaried ? null : int8(pay.hourlyRateCents),
    monthly_salary_cents: salaried ? int8(pay.monthlySalaryCents) : null,
    weekly_minutes: weeklyMinutes(d.weeklyHours),
    emergency_contact: contactOf(d.emergencyContact),
  };
}

function hiredRow(id: string, e: SequencedEvent): EmployeeColumns {
  const d = record(e.data);
  return {
    ...details(d),
    employee_id: id,
    status: 'active',
    status_reason: null,
    effective_on: null,
    open_shift_id: null,
    open_shift_start: null,
    hired_at: timeOf(e, d.hiredAt),
    ordinal: e.ordinal.toString(),
    revision: e.revision.toString(),
    position: e.position,
  };
}

// No closure made per event (tsx's keepNames gives each one a defineProperty; a rebuild makes 40,000).
function put<C extends object>(created: Map<string, C>, changed: Map<string, C>, id: string, row: C) {
  const into = created.has(id) ? created : changed;
  into.set(id, { ...into.get(id), ...row });
}

/** A shift's change, when the event names a shift. */
function putShift(writes: EmployeeWrites, shiftId: string | undefined, revision: string, row: Columns<'hr_shifts'>) {
  if (shiftId) put(writes.createdShifts, writes.changedShifts, shiftId, { ...row, shift_id: shiftId, revision });
}

/** Folds a batch. `employees` holds every one of the batch the read model already has. */
export function foldEmployees(
  events: readonly SequencedEvent[],
  employees: ReadonlyMap<string, KnownEmployee>,
): EmployeeWrites {
  const writes: EmployeeWrites = {
    createdEmployees: new Map(),
    changedEmployees: new Map(),
    createdShifts: new Map(),
    changedShifts: new Map(),
    linkedUsers: new Set(),
  };
  const known = new Map(employees);
  for (const e of events) {
    const employeeId = employeeIdOfStream(e.streamId);
    if (!employeeId) continue;
    const employee = known.get(employeeId);
    if (employee && e.revision <= employee.revision) continue; // applied before: a replay
    if (!employee) {
      if (e.type !== 'EmployeeHired') continue;
      const row = hiredRow(employeeId, e);
      writes.createdEmployees.set(employeeId, row);
      const userId = (row.user_id as string | null) ?? null;
      if (userId) writes.linkedUsers.add(userId);
      known.set(employeeId, { revision: e.revision, openShiftId: null, userId });
      continue;
    }
    const d = record(e.data);
    const at = { employee_id: employeeId, revision: e.revision.toString(), position: e.position };
    let columns: Columns<'hr_employees'> = {};
    let openShiftId = employee.openShiftId;
    const shiftId = indexedText(d.shiftId) || undefined;
    if (e.type === 'EmployeeHired' || e.type === 'EmployeeUpdated') {
      columns = details(d);
    } else if (e.type === 'EmployeeStatusChanged') {
      columns = {
        status: employeeStatusOf(d.status),
        status_reason: optionalText(d.reason),
        effective_on: date(d.effectiveOn),
      };
    } else if (e.type === 'ShiftStarted' && shiftId && !writes.createdShifts.has(shiftId)) {
      const start = timeOf(e, d.at);
      writes.createdShifts.set(shiftId, {
        shift_id: shiftId,
        employee_id: employeeId,
        start_at: start,
        end_at: null,
        started_by: byOf(d.by),
        start_reason: optionalText(d.reason),
        ended_by: null,
        end_reason: null,
        corrected: false,
        correction_reason: null,
        ordinal: e.ordinal.toString(),
        revision: at.revision,
      });
      openShiftId = shiftId;
      columns = { open_shift_id: shiftId, open_shift_start: start };
    } else if (e.type === 'ShiftEnded') {
      putShift(writes, shiftId, at.revision, {
        end_at: timeOf(e, d.at),
        ended_by: byOf(d.by),
        end_reason: optionalText(d.reason),
      });
      if (shiftId === openShiftId) [openShiftId, columns] = [null, { open_shift_id: null, open_shift_start: null }];
    } else if (e.type === 'ShiftCorrected') {
      putShift(writes, shiftId, at.revision, {
        start_at: timeOf(e, d.start),
        end_at: timeOf(e, d.end),
        corrected: true,
        correction_reason: optionalText(d.reason),
      });
      // A correction gives the shift an end: it is no longer the open one.
      if (shiftId === openShiftId) [openShiftId, columns] = [null, { open_shift_id: null, open_shift_start: null }];
    }
    put(writes.createdEmployees, writes.changedEmployees, employeeId, { ...columns, ...at });
    const userId = 'user_id' in columns ? ((columns.user_id as string | null) ?? null) : employee.userId;
    for (const linked of [employee.userId, userId]) if (linked) writes.linkedUsers.add(linked);
    known.set(employeeId, { revision: e.revision, openShiftId, userId });
  }
  return writes;
}
