import { sql, type Kysely } from 'kysely';
import { shopClockAt } from '../../domain/delivery';
import {
  EMPLOYEE_STREAM_PREFIX,
  employeeDecider,
  employeeStream,
  type EmployeeState,
  type StaffFact,
} from '../../domain/hr';
import { ruleAllows, HR_STAFF, type HasRoles } from '../../domain/identity';
import { forbidden } from '../../domain/shared';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { CommandHandler } from '../../application/handler';

// What HR's commands need beyond one stream: who may act on an employee, the shop's day of an instant
// (a shift's day is the shop's, not UTC's), and the whole staff as a payroll run reads it.

const DAY_MS = 86_400_000;

export const NOT_YOURS = 'Solo Recursos Humanos puede fichar por otro empleado o corregir un fichaje.';

export async function shopDayOf(handler: CommandHandler): Promise<(instant: string) => string> {
  const { state } = await handler.load(settingsDecider, SETTINGS_STREAM);
  return (instant) => shopClockAt(new Date(instant), state.timeZone).today;
}

/**
 * The employee's state, for a caller who is HR or the employee themself (their linked account). To
 * anyone else the employee is "not found" only if it does not exist, else forbidden: HR's staff list
 * is no secret to HR, and a cashier learns nothing but that they may not.
 */
export async function employeeFor(
  handler: CommandHandler,
  principal: HasRoles & { userId: string },
  employeeId: string,
): Promise<{ state: EmployeeState; self: boolean }> {
  const { state } = await handler.load(employeeDecider, employeeStream(employeeId));
  const self = state.details !== null && state.details.userId === principal.userId;
  if (!self && !ruleAllows(principal, HR_STAFF)) throw forbidden('HR.NOT_YOURS', NOT_YOURS);
  return { state, self };
}

/**
 * Every employee as the payroll reads them, from their own streams (not a read model: a run's pay is
 * decided on the facts, never on a projection's lag). The Postgres store's `streams` table lists the
 * employee streams; on KurrentDB the `$ce-employee` category stream would (docs/operations.md).
 */
export async function loadStaff(handler: CommandHandler, db: Kysely<AppDatabase>): Promise<EmployeeState[]> {
  const { rows } = await sql<{ stream_id: string }>`
    select stream_id from streams where stream_id like ${`${EMPLOYEE_STREAM_PREFIX}%`} order by stream_id`.execute(db);
  // Every employee's tail in one round trip (loadAll), from the handler's memory or snapshot of each.
  const loaded = await handler.loadAll(rows.map((r) => ({ decider: employeeDecider, streamId: r.stream_id })));
  return loaded.map((l) => l.state as EmployeeState);
}

/**
 * Every employee as a payroll run of [periodStart, periodEnd] reads them. Only the shifts that can
 * fall in the period get their shop day computed (a day's margin either side of it covers any zone):
 * an employee with years of shifts costs the period's, not their history's.
 */
export async function staffFacts(
  handler: CommandHandler,
  db: Kysely<AppDatabase>,
  period: { periodStart: string; periodEnd: string },
): Promise<StaffFact[]> {
  const dayOf = await shopDayOf(handler);
  const from = Date.parse(`${period.periodStart}T00:00:00Z`) - DAY_MS;
  const to = Date.parse(`${period.periodEnd}T00:00:00Z`) + 2 * DAY_MS;
  const facts: StaffFact[] = [];
  for (const state of await loadStaff(handler, db)) {
    if (!state.details) continue;
    const { employeeId, name, position, pay, hireDate } = state.details;
    const shifts = state.shifts
      .filter((s) => Date.parse(s.start) >= from && Date.parse(s.start) < to)
      .map((s) => ({ start: s.start, end: s.end, day: dayOf(s.start) }));
    facts.push({ employeeId, name, position, pay, hireDate, terminatedOn: state.terminatedOn, shifts });
  }
  return facts;
}
