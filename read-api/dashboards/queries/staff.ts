import { sql, type Kysely } from 'kysely';
import type { StaffFigures } from '../../../domain/reports';
import type { ReadModels } from '../../../projections/read-models';

// Who is at work now: the employees with an open shift (clocked in and not yet out), beside the staff
// on the books (not terminated). Names only: pay and contacts stay on HR's screens.

export async function staffFigures(db: Kysely<ReadModels>): Promise<StaffFigures> {
  const [counts, onShift] = await Promise.all([
    db
      .selectFrom('hr_employees')
      .select([
        sql<string>`count(*) filter (where open_shift_id is not null)`.as('clocked'),
        sql<string>`count(*) filter (where status <> 'terminated')`.as('employees'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('hr_employees')
      .select(['employee_id', 'name', 'open_shift_start'])
      .where('open_shift_id', 'is not', null)
      .orderBy('name')
      .orderBy('employee_id')
      .limit(20)
      .execute(),
  ]);
  return {
    clockedIn: Number(counts.clocked),
    employees: Number(counts.employees),
    onShift: onShift.map((r) => ({
      employeeId: r.employee_id,
      name: r.name,
      since: r.open_shift_start ? new Date(r.open_shift_start).toISOString() : '',
    })),
  };
}
