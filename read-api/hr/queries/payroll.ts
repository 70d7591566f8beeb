import { sql } from 'kysely';
import type { Run as PayrollRunDetail, RunLine as PayrollLineView, RunTotals } from '../../../domain/hr';
import { toPesos } from '../../../domain/shared/money';
import { minutesToHours, type HrReadDb } from '../../shared/shop-time';

// The payroll runs (DESIGN.md): the list newest period first, and a run whole — each line's base, its
// additions and deductions (with the adjustments), its net (never below 0, DESIGN's rule), the totals
// and, once the ledger posted PayrollRunPaid, its journal entry. A paid run's totals are those its
// PayrollRunPaid states (what the books hold); before that they are the lines' sums. Money in pesos.

export type { Run as PayrollRunDetail, RunLine as PayrollLineView } from '../../../domain/hr';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
/** A line's net in centavos: base plus additions minus deductions, never below 0. */
const lineNet = sql<string>`greatest(0, l.base_cents + coalesce(a.added, 0) - coalesce(a.deducted, 0))`;

/** Each run's adjustments summed per employee. */
const adjustmentSums = (db: HrReadDb) =>
  db
    .selectFrom('hr_payroll_adjustments')
    .select([
      'run_id',
      'employee_id',
      sql<string>`sum(amount_cents) filter (where kind = 'addition')`.as('added'),
      sql<string>`sum(amount_cents) filter (where kind = 'deduction')`.as('deducted'),
    ])
    .groupBy(['run_id', 'employee_id'])
    .as('a');

export async function listRuns(db: HrReadDb) {
  const rows = await db
    .selectFrom('hr_payroll_runs as r')
    .select((eb) => [
      'r.run_id',
      day('r.period_start').as('start'),
      day('r.period_end').as('end'),
      'r.status',
      'r.paid_net_cents',
      day('r.paid_on').as('paid_day'),
      eb
        .selectFrom('hr_payroll_lines as l')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('l.run_id', '=', 'r.run_id')
        .as('employees'),
      eb
        .selectFrom('hr_payroll_lines as l')
        .leftJoin(adjustmentSums(db), (j) =>
          j.onRef('a.run_id', '=', 'l.run_id').onRef('a.employee_id', '=', 'l.employee_id'),
        )
        .select([sql<string>`coalesce(sum(${lineNet}), 0)`.as('net')])
        .whereRef('l.run_id', '=', 'r.run_id')
        .as('net'),
    ])
    .orderBy('r.period_start', 'desc')
    .orderBy('r.run_id')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    runId: r.run_id,
    periodStart: r.start!,
    periodEnd: r.end!,
    status: r.status,
    employees: Number(r.employees ?? 0),
    net: toPesos(r.paid_net_cents ?? r.net ?? 0),
    paidOn: r.paid_day,
  }));
}

export async function runDetail(db: HrReadDb, runId: string): Promise<PayrollRunDetail | undefined> {
  const run = await db
    .selectFrom('hr_payroll_runs as r')
    .selectAll('r')
    .select((eb) => [
      day('r.period_start').as('start'),
      day('r.period_end').as('end'),
      day('r.paid_on').as('paid_day'),
      // The entry posted from the run's PayrollRunPaid (once: the reactor's command id derives from it).
      eb
        .selectFrom('journal_entries as j')
        .select('j.entry_id')
        .whereRef('j.source_event_id', '=', 'r.paid_event_id')
        .where('j.source_kind', '=', 'event')
        .orderBy('j.ordinal')
        .limit(1)
        .as('entry_id'),
    ])
    .where('r.run_id', '=', runId)
    .executeTakeFirst();
  if (!run) return undefined;
  const [lines, adjustments] = await Promise.all([
    db.selectFrom('hr_payroll_lines').selectAll().where('run_id', '=', runId).orderBy('line_no').execute(),
    db.selectFrom('hr_payroll_adjustments').selectAll().where('run_id', '=', runId).orderBy('ordinal').execute(),
  ]);
  const views: PayrollLineView[] = lines.map((l) => {
    const own = adjustments.filter((a) => a.employee_id === l.employee_id);
    const sum = (kind: string) => own.filter((a) => a.kind === kind).reduce((n, a) => n + Number(a.amount_cents), 0);
    const [added, deducted, base] = [sum('addition'), sum('deduction'), Number(l.base_cents)];
    return {
      employeeId: l.employee_id,
      name: l.name,
      position: l.job_title,
      payType: l.pay_type,
      hours: minutesToHours(l.minutes)!,
      hourlyRate: l.hourly_rate_cents === null ? null : toPesos(l.hourly_rate_cents),
      monthlySalary: l.monthly_salary_cents === null ? null : toPesos(l.monthly_salary_cents),
      daysEmployed: l.days_employed,
      base: toPesos(base),
      additions: toPesos(added),
      deductions: toPesos(deducted),
      net: toPesos(Math.max(0, base + added - deducted)),
      openShifts: l.open_shifts,
      adjustments: own.map((a) => ({
        adjustmentId: a.adjustment_id,
        kind: a.kind,
        amount: toPesos(a.amount_cents),
        reason: a.reason,
      })),
    };
  });
  const add = (k: keyof RunTotals) => Math.round(views.reduce((n, l) => n + l[k] * 100, 0)) / 100;
  const paid = run.paid_net_cents !== null;
  const totals: RunTotals = paid
    ? {
        base: toPesos(run.paid_base_cents ?? 0),
        additions: toPesos(run.paid_additions_cents ?? 0),
        deductions: toPesos(run.paid_deductions_cents ?? 0),
        net: toPesos(run.paid_net_cents ?? 0),
      }
    : { base: add('base'), additions: add('additions'), deductions: add('deductions'), net: add('net') };
  return {
    runId: run.run_id,
    periodStart: run.start!,
    periodEnd: run.end!,
    status: run.status,
    draftedAt: iso(run.drafted_at)!,
    approvedAt: iso(run.approved_at),
    approvedBy: run.approved_by,
    paidAt: iso(run.paid_at),
    paidOn: run.paid_day,
    method: run.method,
    totals,
    lines: views,
    entryId: run.entry_id ?? null,
  };
}
