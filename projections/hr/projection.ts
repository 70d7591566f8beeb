import type { Kysely, Transaction } from 'kysely';
import { storableJsonText } from '../engine/column-values';
import { updateByShape } from '../engine/page-rows';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import { insertByColumn } from '../engine/insert-by-column';
import { jsonbAsJson } from '../engine/jsonb-columns';
import { EMPLOYEE_EVENT_TYPES, foldEmployees, type KnownEmployee } from './fold/employee';
import { foldPayroll, PAYROLL_EVENT_TYPES, type KnownRun } from './fold/payroll';
import {
  createHrIndexes,
  createHrTables,
  HR_TABLES,
  hrEmployees,
  hrPayrollAdjustments,
  hrPayrollLines,
  hrPayrollRuns,
  hrShifts,
  type HrDatabase,
  type HrTableName,
} from './tables';
import { employeeIdOfStream, runIdOfStream } from './values';

// HR (issue 19): the staff with their open shift, the shifts, and the payroll runs with their lines
// and adjustments. A batch loads each employee's and each run's revision once, folds in memory
// (employee-fold, payroll-fold) and writes with a few set-based statements, one JSON parameter each.

type Db = Kysely<HrDatabase>;
const employeesSource = jsonbAsJson(hrEmployees.columns);

const idsOf = (events: readonly SequencedEvent[], of: (streamId: string) => string | undefined) => [
  ...new Set(events.flatMap((e) => of(e.streamId) ?? [])),
];

async function storedEmployees(db: Db, events: readonly SequencedEvent[]): Promise<Map<string, KnownEmployee>> {
  const ids = idsOf(events, employeeIdOfStream);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('hr_employees')
    .select(['employee_id', 'revision', 'open_shift_id', 'user_id'])
    .where('employee_id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [r.employee_id, { revision: BigInt(r.revision), openShiftId: r.open_shift_id, userId: r.user_id }]),
  );
}

async function storedRuns(db: Db, events: readonly SequencedEvent[]): Promise<Map<string, KnownRun>> {
  const ids = idsOf(events, runIdOfStream);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('hr_payroll_runs')
    .select(['run_id', 'revision', 'status'])
    .where('run_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.run_id, { revision: BigInt(r.revision), status: r.status }]));
}

const json = { toJson: storableJsonText };

async function writeEmployees(db: Db, events: readonly SequencedEvent[]): Promise<Changed[]> {
  const w = foldEmployees(events, await storedEmployees(db, events));
  const employee = { ...json, key: 'employee_id' };
  await insertByColumn(db, 'hr_employees', hrEmployees.columns, [...w.createdEmployees.values()], employee);
  await updateByShape(db, 'hr_employees', employeesSource, [...w.changedEmployees.values()], {
    ...employee,
    newerOnly: 'revision',
  });
  const shift = { ...json, key: 'shift_id' };
  await insertByColumn(db, 'hr_shifts', hrShifts.columns, [...w.createdShifts.values()], shift);
  await updateByShape(db, 'hr_shifts', hrShifts.columns, [...w.changedShifts.values()], {
    ...shift,
    newerOnly: 'revision',
  });
  // The linked accounts first: a notice cut at its length still tells them (read-api/shared/notice-views.ts).
  const employees = new Set([...w.createdEmployees.keys(), ...w.changedEmployees.keys()]);
  return [
    ...[...w.linkedUsers].map((id) => ({ entity: 'user', id })),
    ...[...employees].map((id) => ({ entity: 'employee', id })),
  ];
}

async function writePayroll(db: Db, events: readonly SequencedEvent[]): Promise<Changed[]> {
  const w = foldPayroll(events, await storedRuns(db, events));
  const run = { ...json, key: 'run_id' };
  await insertByColumn(db, 'hr_payroll_runs', hrPayrollRuns.columns, [...w.createdRuns.values()], run);
  await updateByShape(db, 'hr_payroll_runs', hrPayrollRuns.columns, [...w.changedRuns.values()], {
    ...run,
    newerOnly: 'revision',
  });
  // A draft replaces the run's lines whole: the stored ones go, the draft's come.
  if (w.lines.size > 0) {
    await db
      .deleteFrom('hr_payroll_lines')
      .where('run_id', 'in', [...w.lines.keys()])
      .execute();
    await insertByColumn(db, 'hr_payroll_lines', hrPayrollLines.columns, [...w.lines.values()].flat(), {
      ...json,
      key: ['run_id', 'employee_id'],
    });
  }
  if (w.resetAdjustments.size > 0) {
    await db
      .deleteFrom('hr_payroll_adjustments')
      .where('run_id', 'in', [...w.resetAdjustments])
      .execute();
  }
  await insertByColumn(db, 'hr_payroll_adjustments', hrPayrollAdjustments.columns, [...w.adjustments.values()], {
    ...json,
    key: 'adjustment_id',
  });
  return [...new Set([...w.createdRuns.keys(), ...w.changedRuns.keys()])].map((id) => ({ entity: 'payroll-run', id }));
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<HrTableName>,
): Promise<Changed[]> {
  const db = generationDb<HrDatabase>(trx, t);
  return [...(await writeEmployees(db, events)), ...(await writePayroll(db, events))];
}

export const hrProjection: Projection<HrTableName> = {
  name: 'hr',
  version: 1,
  handles: [...EMPLOYEE_EVENT_TYPES, ...PAYROLL_EVENT_TYPES],
  tables: HR_TABLES,
  createTables: createHrTables,
  createIndexes: createHrIndexes,
  apply,
  // Every shift rewrites its employee's row (the open shift).
};
