import { describe, expect, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import { employeeDecider, type EmployeeDetails, type EmployeeEvent } from '../index';

// Issue 19's clock: no two open shifts, no two shifts of one employee overlapping, however they were
// recorded (the employee's own clock-in, HR's stated time, a correction); a terminated employee does
// not clock in; a stated time needs its reason and is never in the future.

const spec = specFor(employeeDecider);
const NOW = '2026-01-15T10:00:00.000Z'; // the specs' clock
const ana: EmployeeDetails = {
  employeeId: 'e-1',
  name: 'Ana Cajera',
  position: 'Cajera',
  userId: 'u-1',
  hireDate: '2026-01-01',
  pay: { type: 'hourly', hourlyRateCents: 1_500 },
  weeklyHours: 40,
  emergencyContact: null,
};
const hired: EmployeeEvent = { type: 'EmployeeHired', data: { ...ana, hiredAt: '2026-01-01T12:00:00.000Z' } };
const started = (shiftId: string, at: string): EmployeeEvent => ({
  type: 'ShiftStarted',
  data: { employeeId: 'e-1', shiftId, at, by: 'self', reason: null },
});
const ended = (shiftId: string, at: string): EmployeeEvent => ({
  type: 'ShiftEnded',
  data: { employeeId: 'e-1', shiftId, at, by: 'self', reason: null },
});
// Yesterday 09:00–13:00 UTC, closed.
const yesterday = [started('s-1', '2026-01-14T09:00:00.000Z'), ended('s-1', '2026-01-14T13:00:00.000Z')];
const clockIn = (data: object = {}) => command('ClockIn', { shiftId: 's-2', by: 'self' as const, ...data });
const clockOut = (data: object = {}) => command('ClockOut', { by: 'self' as const, ...data });

describe('the clock', () => {
  it('clocks in at the command time, and a retried clock-in is the same shift', () => {
    spec
      .given([hired])
      .when(clockIn())
      .then([started('s-2', NOW)]);
    spec
      .given([hired, started('s-2', NOW)])
      .when(clockIn())
      .thenNothing();
  });

  it('refuses a second open shift, and a clock-out with none open', () => {
    spec
      .given([hired, started('s-1', '2026-01-15T08:00:00.000Z')])
      .when(clockIn())
      .thenThrows('SHIFT.ALREADY_OPEN');
    spec.given([hired]).when(clockOut()).thenThrows('SHIFT.NONE_OPEN');
  });

  it('refuses a stated clock-in inside an earlier shift: the two would overlap', () => {
    spec
      .given([hired, ...yesterday])
      .when(clockIn({ at: '2026-01-14T12:00:00.000Z', reason: 'Olvidó fichar', by: 'hr' }))
      .thenThrows('SHIFT.OVERLAP');
    // Before a later shift: the open shift would run over it.
    spec
      .given([hired, ...yesterday])
      .when(clockIn({ at: '2026-01-14T08:00:00.000Z', reason: 'Olvidó fichar', by: 'hr' }))
      .thenThrows('SHIFT.OVERLAP');
    // Right at the earlier shift's end: touching is not overlapping.
    spec
      .given([hired, ...yesterday])
      .when(clockIn({ at: '2026-01-14T13:00:00.000Z', reason: 'Turno de tarde', by: 'hr' }))
      .then([
        {
          type: 'ShiftStarted',
          data: {
            employeeId: 'e-1',
            shiftId: 's-2',
            at: '2026-01-14T13:00:00.000Z',
            by: 'hr',
            reason: 'Turno de tarde',
          },
        },
      ]);
  });

  it('refuses a correction that overlaps another shift, and records one that does not as a new event', () => {
    const two = [...yesterday, started('s-2', '2026-01-14T15:00:00.000Z'), ended('s-2', '2026-01-14T19:00:00.000Z')];
    const correct = (start: string, end: string) =>
      command('CorrectShift', { shiftId: 's-1', start, end, reason: 'Salió más tarde' });
    spec
      .given([hired, ...two])
      .when(correct('2026-01-14T09:00:00.000Z', '2026-01-14T16:00:00.000Z'))
      .thenThrows('SHIFT.OVERLAP');
    spec
      .given([hired, ...two])
      .when(correct('2026-01-14T09:00:00+00:00', '2026-01-14T14:30:00Z'))
      .then([
        {
          type: 'ShiftCorrected',
          data: {
            employeeId: 'e-1',
            shiftId: 's-1',
            start: '2026-01-14T09:00:00.000Z',
            end: '2026-01-14T14:30:00.000Z',
            reason: 'Salió más tarde',
          },
        },
      ]);
  });

  it('needs a reason for a stated time, which is never in the future, and a clock-out after the start', () => {
    spec
      .given([hired])
      .when(clockIn({ at: '2026-01-15T08:00:00.000Z', by: 'hr' }))
      .thenThrows('EMPLOYEE.REASON');
    spec
      .given([hired])
      .when(clockIn({ at: '2026-01-15T11:00:00.000Z', reason: 'x', by: 'hr' }))
      .thenThrows('SHIFT.FUTURE');
    spec
      .given([hired, started('s-1', '2026-01-15T08:00:00.000Z')])
      .when(clockOut({ at: '2026-01-15T07:00:00.000Z', reason: 'x', by: 'hr' }))
      .thenThrows('SHIFT.ORDER');
    spec
      .given([hired, started('s-1', '2026-01-13T08:00:00.000Z')])
      .when(clockOut())
      .thenThrows('SHIFT.TOO_LONG');
  });

  it('does not let a terminated employee clock in', () => {
    const terminated: EmployeeEvent = {
      type: 'EmployeeStatusChanged',
      data: {
        employeeId: 'e-1',
        status: 'terminated',
        effectiveOn: '2026-01-14',
        reason: 'Fin de contrato',
        changedAt: NOW,
      },
    };
    spec.given([hired, terminated]).when(clockIn()).thenThrows('EMPLOYEE.TERMINATED');
  });
});

describe('the record', () => {
  it('is hired once; the same hire again is nothing, another under its id a clash', () => {
    spec
      .given([])
      .when(command('HireEmployee', ana))
      .then([{ ...hired, data: { ...ana, hiredAt: NOW } }]);
    spec.given([hired]).when(command('HireEmployee', ana)).thenNothing();
    spec
      .given([hired])
      .when(command('HireEmployee', { ...ana, name: 'Otra' }))
      .thenThrows('EMPLOYEE.ID_TAKEN');
  });

  it('refuses a pay of zero and an unknown employee', () => {
    expect(() =>
      employeeDecider.decide(command('HireEmployee', { ...ana, pay: { type: 'hourly', hourlyRateCents: 0 } }), {
        ...employeeDecider.initialState(),
      }),
    ).toThrow(/tarifa/);
    spec.given([]).when(clockIn()).thenThrows('EMPLOYEE.NOT_FOUND');
  });
});
