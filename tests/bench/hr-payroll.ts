import { randomUUID } from 'node:crypto';
import { buildCommandApi } from '../../command-api/app';
import { employeeStream, type EmployeeEvent } from '../../domain/hr';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { testEvent } from '../support/events';
import { benchDatabase, fmt, ratio, type Row } from './harness';
import { ms, timeRequests } from './http-load';

// Issue 19: drafting a payroll run reads every employee's whole stream (their record and every shift
// they ever clocked) — 50 employees with three years of weekday shifts, 1,500 events each — so its
// cost grows with the shop's history. Timed over HTTP, a draft per week of a year (52 periods), beside
// a clock-in of one of those employees in the same run: the one-stream command the draft is made of.

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 50);
const SHIFTS = Number(process.env.BENCH_SHIFTS ?? 750);
const DAY = 86_400_000;

function history(employeeId: string, i: number): EmployeeEvent[] {
  const hired: EmployeeEvent = {
    type: 'EmployeeHired',
    data: {
      employeeId,
      name: `Empleado ${i}`,
      position: 'Florista',
      userId: null,
      hireDate: '2023-01-02',
      pay: { type: 'hourly', hourlyRateCents: 1_500 + i },
      weeklyHours: 40,
      emergencyContact: null,
      hiredAt: '2023-01-02T12:00:00.000Z',
    },
  };
  const shifts = Array.from({ length: SHIFTS }, (_, n): EmployeeEvent[] => {
    // Weekdays from Monday 2023-01-02, 9:00 to 17:00 in Miami (14:00–22:00 UTC).
    const day = Date.parse('2023-01-02T14:00:00Z') + (Math.floor(n / 5) * 7 + (n % 5)) * DAY;
    const shiftId = randomUUID();
    const at = (t: number) => new Date(t).toISOString();
    return [
      { type: 'ShiftStarted', data: { employeeId, shiftId, at: at(day), by: 'self', reason: null } },
      { type: 'ShiftEnded', data: { employeeId, shiftId, at: at(day + 8 * 3_600_000), by: 'self', reason: null } },
    ];
  }).flat();
  return [hired, ...shifts];
}

export async function benchHrPayroll(): Promise<Row[]> {
  const bench = await benchDatabase('hr_payroll');
  const store = new PostgresEventStore(bench.pool);
  const config = loadConfig({ JWT_SECRET: 'bench-secret' });
  const app = await buildCommandApi({ store, db: bench.db, config, accounts: 'trust-token' });
  try {
    const ids = Array.from({ length: EMPLOYEES }, () => randomUUID());
    for (const [i, id] of ids.entries())
      await store.appendToStream(
        employeeStream(id),
        history(id, i).map((e) => testEvent(e.type, e.data)),
        { expected: 'no_stream' },
      );
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const token = signToken({ userId: 'bench-hr', roles: ['hr'] }, config.jwtSecret);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const week = (n: number) => new Date(Date.parse('2025-01-06') + n * 7 * DAY).toISOString().slice(0, 10);
    const weekEnd = (n: number) => new Date(Date.parse('2025-01-12') + n * 7 * DAY).toISOString().slice(0, 10);
    const draft = (offset: number) => (n: number) => ({
      path: '/api/hr/payroll-runs',
      init: {
        method: 'POST',
        headers,
        body: JSON.stringify({ periodStart: week(offset + n), periodEnd: weekEnd(offset + n) }),
      },
    });
    // The first draft reads every stream from the store (no snapshot, nothing in memory yet).
    const cold = await timeRequests(base, 1, 1, draft(0));
    const drafts = await timeRequests(base, 52, 1, draft(1));
    // A clock-in and -out per employee per round: the one-stream command, on the same long streams.
    const clock = (direction: 'in' | 'out') => (n: number) => ({
      path: `/api/hr/employees/${ids[n % EMPLOYEES]}/clock-${direction}`,
      init: { method: 'POST', headers, body: '{}' },
    });
    const clockIns = await timeRequests(base, EMPLOYEES, 1, clock('in'));
    await timeRequests(base, EMPLOYEES, 1, clock('out'));
    const events = fmt(EMPLOYEES * (1 + 2 * SHIFTS));
    return [
      {
        figure: `payroll run drafted over HTTP, ${EMPLOYEES} employees × ${fmt(SHIFTS)} shifts (${events} events), p50 of 52 (first, cold: ${ms(cold.p50)})`,
        value: ms(drafts.p50),
        reference: `${ms(clockIns.p50)} p50 clock-in of one of them (one stream)`,
        ratio: ratio(drafts.p50, clockIns.p50),
        goal: '<= 250 ms',
      },
    ];
  } finally {
    await app.close();
    await store.close();
    await bench.drop();
  }
}
