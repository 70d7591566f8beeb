import type { EmployeeDetails, EmployeeEvent, EmployeeStatus } from './events';

// What decide() needs: the record (to tell a retry from a clash), the status (a terminated employee
// does not clock in) and every shift's span (no two open, none overlapping).

export interface ShiftSpan {
  shiftId: string;
  start: string;
  /** null while open. */
  end: string | null;
}

export interface EmployeeState {
  details: EmployeeDetails | null;
  status: EmployeeStatus;
  /** The last day a terminated employee was employed (their termination's effective day), else null. */
  terminatedOn: string | null;
  shifts: ShiftSpan[];
}

export const initialEmployee = (): EmployeeState => ({
  details: null,
  status: 'active',
  terminatedOn: null,
  shifts: [],
});

/** The shift changed, looked for from the end: the one closed or corrected is nearly always the last. */
function withShift(shifts: ShiftSpan[], shiftId: string, change: Partial<ShiftSpan>): ShiftSpan[] {
  const i = shifts.findLastIndex((s) => s.shiftId === shiftId);
  if (i < 0) return shifts;
  const copy = shifts.slice();
  copy[i] = { ...shifts[i]!, ...change };
  return copy;
}

export function evolveEmployee(state: EmployeeState, event: EmployeeEvent): EmployeeState {
  switch (event.type) {
    case 'EmployeeHired':
    case 'EmployeeUpdated': {
      const {
        hiredAt: _h,
        updatedAt: _u,
        ...details
      } = event.data as EmployeeDetails & {
        hiredAt?: string;
        updatedAt?: string;
      };
      return { ...state, details };
    }
    case 'EmployeeStatusChanged':
      return {
        ...state,
        status: event.data.status,
        terminatedOn: event.data.status === 'terminated' ? event.data.effectiveOn : null,
      };
    case 'ShiftStarted':
      return { ...state, shifts: [...state.shifts, { shiftId: event.data.shiftId, start: event.data.at, end: null }] };
    case 'ShiftEnded':
      return { ...state, shifts: withShift(state.shifts, event.data.shiftId, { end: event.data.at }) };
    case 'ShiftCorrected':
      return {
        ...state,
        shifts: withShift(state.shifts, event.data.shiftId, { start: event.data.start, end: event.data.end }),
      };
    default:
      return state;
  }
}

export const openShiftOf = (state: EmployeeState) => state.shifts.find((s) => s.end === null) ?? null;
