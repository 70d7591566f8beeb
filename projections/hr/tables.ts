import type { Kysely } from 'kysely';
import type { EmployeeStatus, PayrollMethod } from '../../domain/hr';
import type { TableNames } from '../engine/projection';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';
import { withoutJsonbStatistics } from '../engine/jsonb-columns';

// HR as its screens read it (issue 19, domain/hr/DESIGN.md): the staff, their shifts, and the payroll
// runs with their lines and adjustments. Money in centavos; instants UTC. A shift's shop day is not
// stored: it is cut at read time in the shop's current time zone (settings), so a zone change never
// leaves stale days behind and a rebuild needs no settings. `revision` is the stream's last revision
// applied to a row: a replayed event writes nothing.

export interface EmergencyContact {
  name: string;
  phone: string;
  relationship: string | null;
}

export const hrEmployees = table(
  'hr_employees',
  {
    employee_id: column.text(),
    name: column.text(),
    /** The job (EmployeeHired.position); `position` is the store's, as in every read model. */
    job_title: column.text(),
    /** The linked account, if any: /api/hr/me and the performance figures find the employee by it. */
    user_id: column.text().nullable(),
    hire_date: column.date().nullable(),
    pay_type: column.text<'hourly' | 'salary'>(),
    hourly_rate_cents: column.bigint().nullable(),
    monthly_salary_cents: column.bigint().nullable(),
    /** weeklyHours × 60 (an integer column that keeps a half hour exact). */
    weekly_minutes: column.integer().nullable(),
    emergency_contact: column.jsonb<EmergencyContact>().nullable(),
    status: column.text<EmployeeStatus>(),
    status_reason: column.text().nullable(),
    effective_on: column.date().nullable(),
    open_shift_id: column.text().nullable(),
    open_shift_start: column.timestamptz().nullable(),
    hired_at: column.timestamptz(),
    /** EmployeeHired's place in commit order: the list's tie-break, the same on every rebuild. */
    ordinal: column.bigint(),
    revision: column.bigint(),
    position: column.text(),
  },
  { primaryKey: ['employee_id'], fillFactor: 70 },
);

export const hrShifts = table(
  'hr_shifts',
  {
    shift_id: column.text(),
    employee_id: column.text(),
    start_at: column.timestamptz(),
    end_at: column.timestamptz().nullable(),
    started_by: column.text(),
    start_reason: column.text().nullable(),
    ended_by: column.text().nullable(),
    end_reason: column.text().nullable(),
    /** Its times were replaced by a ShiftCorrected. */
    corrected: column.boolean(),
    correction_reason: column.text().nullable(),
    ordinal: column.bigint(),
    /** The employee stream's revision last applied to this shift. */
    revision: column.bigint(),
  },
  { primaryKey: ['shift_id'] },
);

export const hrPayrollRuns = table(
  'hr_payroll_runs',
  {
    run_id: column.text(),
    period_start: column.date(),
    period_end: column.date(),
    status: column.text<'draft' | 'approved' | 'paid' | 'discarded'>(),
    drafted_at: column.timestamptz(),
    approved_at: column.timestamptz().nullable(),
    approved_by: column.text().nullable(),
    paid_at: column.timestamptz().nullable(),
    paid_on: column.date().nullable(),
    method: column.text<PayrollMethod>().nullable(),
    /** The totals PayrollRunPaid states (what the ledger posted), once paid. */
    paid_base_cents: column.bigint().nullable(),
    paid_additions_cents: column.bigint().nullable(),
    paid_deductions_cents: column.bigint().nullable(),
    paid_net_cents: column.bigint().nullable(),
    /** The PayrollRunPaid event: the source event id its journal entry names. */
    paid_event_id: column.text().nullable(),
    discard_reason: column.text().nullable(),
    discarded_at: column.timestamptz().nullable(),
    ordinal: column.bigint(),
    revision: column.bigint(),
    position: column.text(),
  },
  { primaryKey: ['run_id'] },
);

export const hrPayrollLines = table(
  'hr_payroll_lines',
  {
    run_id: column.text(),
    employee_id: column.text(),
    /** The line's place in the draft. */
    line_no: column.integer(),
    name: column.text(),
    job_title: column.text(),
    pay_type: column.text<'hourly' | 'salary'>(),
    minutes: column.integer(),
    hourly_rate_cents: column.bigint().nullable(),
    monthly_salary_cents: column.bigint().nullable(),
    days_employed: column.integer(),
    base_cents: column.bigint(),
    open_shifts: column.integer(),
  },
  { primaryKey: ['run_id', 'employee_id'] },
);

export const hrPayrollAdjustments = table(
  'hr_payroll_adjustments',
  {
    adjustment_id: column.text(),
    run_id: column.text(),
    employee_id: column.text(),
    kind: column.text<'addition' | 'deduction'>(),
    amount_cents: column.bigint(),
    reason: column.text(),
    ordinal: column.bigint(),
  },
  { primaryKey: ['adjustment_id'] },
);

const DECLARATIONS = [hrEmployees, hrShifts, hrPayrollRuns, hrPayrollLines, hrPayrollAdjustments] as const;

export type HrDatabase = DatabaseOf<(typeof DECLARATIONS)[number]>;
export type HrEmployeeRow = RowOf<typeof hrEmployees>;
export type HrShiftRow = RowOf<typeof hrShifts>;
export type HrPayrollRunRow = RowOf<typeof hrPayrollRuns>;

export const HR_TABLES = DECLARATIONS.map((d) => d.name);
export type HrTableName = (typeof DECLARATIONS)[number]['name'];
type Tables = TableNames<HrTableName>;

export async function createHrTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  for (const declaration of DECLARATIONS) {
    await createTable(db, declaration, t[declaration.name]);
    await withoutJsonbStatistics(db, declaration, t[declaration.name]);
  }
}

/** The staff by name and by account; shifts by employee and by time; runs newest first; a run's parts. */
export async function createHrIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const on = (name: HrTableName, suffix: string) =>
    db.schema.createIndex(`${t[name]}_${suffix}`).ifNotExists().on(t[name]);
  await on('hr_employees', 'user').columns(['user_id']).execute();
  await on('hr_shifts', 'employee').columns(['employee_id', 'start_at']).execute();
  await on('hr_shifts', 'start').columns(['start_at']).execute();
  await on('hr_payroll_runs', 'period').columns(['period_start desc', 'run_id']).execute();
  await on('hr_payroll_adjustments', 'run').columns(['run_id', 'ordinal']).execute();
}
