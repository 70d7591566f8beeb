import { sql, type ExpressionBuilder } from 'kysely';
import { toPesos } from '../../../domain/shared/money';
import type { Employee, EmployeeStatus, MyEmployee, OpenShift } from '../../../domain/hr';
import type { ReadModels } from '../../../projections/read-models';
import { likePattern } from '../../shared/search';
import { minutesBetween, midnight, minutesToHours, type HrClock, type HrReadDb } from '../../shared/shop-time';

// The staff as HR reads them (DESIGN.md Employee): details with pay and emergency contact, the linked
// account's name (users read model), the open shift and this week's minutes — closed shifts plus the
// open one up to now, each rounded to the minute once. /me is the same row without pay or contact.

type Eb = ExpressionBuilder<ReadModels & { e: ReadModels['hr_employees'] }, 'e'>;

/** This week's minutes of one employee (the `e` row): its shifts since Monday, the open one to now. */
const weekMinutes = (clock: HrClock) => (eb: Eb) =>
  eb
    .selectFrom('hr_shifts as s')
    .select(
      sql<number>`coalesce(sum(${minutesBetween(sql.ref('s.start_at'), sql`coalesce(s.end_at, greatest(s.start_at, ${clock.now.toISOString()}::timestamptz))`)}), 0)::int`.as(
        'm',
      ),
    )
    .whereRef('s.employee_id', '=', 'e.employee_id')
    .where('s.start_at', '>=', midnight(clock.weekStart, clock.timeZone))
    .as('week_minutes');

function selected(db: HrReadDb, clock: HrClock) {
  return db
    .selectFrom('hr_employees as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .selectAll('e')
    .select((eb) => [
      sql<string | null>`nullif(coalesce(nullif(u.name, ''), u.email), '')`.as('user_name'),
      sql<string | null>`to_char(e.hire_date, 'YYYY-MM-DD')`.as('hire_day'),
      sql<string | null>`to_char(e.effective_on, 'YYYY-MM-DD')`.as('effective_day'),
      weekMinutes(clock)(eb as unknown as Eb),
    ]);
}
type Selected = Awaited<ReturnType<ReturnType<typeof selected>['executeTakeFirstOrThrow']>>;

const openShiftOf = (r: Selected): OpenShift | null =>
  r.open_shift_id && r.open_shift_start
    ? { shiftId: r.open_shift_id, start: new Date(r.open_shift_start).toISOString() }
    : null;
const money = (cents: string | null) => (cents === null ? null : toPesos(cents));

function toEmployee(r: Selected): Employee {
  return {
    employeeId: r.employee_id,
    name: r.name,
    position: r.job_title,
    userId: r.user_id,
    userName: r.user_name,
    hireDate: r.hire_day,
    payType: r.pay_type,
    hourlyRate: money(r.hourly_rate_cents),
    monthlySalary: money(r.monthly_salary_cents),
    weeklyHours: minutesToHours(r.weekly_minutes),
    status: r.status,
    statusReason: r.status_reason,
    effectiveOn: r.effective_day,
    emergencyContact: r.emergency_contact,
    openShift: openShiftOf(r),
    weekMinutes: Number(r.week_minutes ?? 0),
  };
}

/** The list by name; `q` matches name or position. Bounded: a shop's staff, not a customer base. */
export async function listEmployees(db: HrReadDb, clock: HrClock, f: { status?: EmployeeStatus; q?: string }) {
  let q = selected(db, clock);
  if (f.status) q = q.where('e.status', '=', f.status);
  if (f.q) {
    const like = likePattern(f.q);
    q = q.where((eb) => eb.or([eb('e.name', 'ilike', like), eb('e.job_title', 'ilike', like)]));
  }
  const rows = await q
    .orderBy(sql`lower(e.name)`)
    .orderBy('e.ordinal')
    .limit(1000)
    .execute();
  return rows.map(toEmployee);
}

export async function employeeById(db: HrReadDb, clock: HrClock, employeeId: string) {
  const row = await selected(db, clock).where('e.employee_id', '=', employeeId).executeTakeFirst();
  return row && toEmployee(row);
}

/**
 * The caller's employee: linked to their account. Should two ever name the same account, the one not
 * terminated, then the latest hired, answers.
 */
export async function myEmployee(db: HrReadDb, clock: HrClock, userId: string): Promise<MyEmployee | null> {
  const row = await selected(db, clock)
    .where('e.user_id', '=', userId)
    .orderBy(sql`(e.status = 'terminated')`)
    .orderBy('e.ordinal', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const e = toEmployee(row);
  return {
    employeeId: e.employeeId,
    name: e.name,
    position: e.position,
    status: e.status,
    openShift: e.openShift,
    weekMinutes: e.weekMinutes,
    weeklyHours: e.weeklyHours,
  };
}
