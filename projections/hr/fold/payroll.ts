import type { PayrollRunEvent } from '../../../domain/hr';
import { date, indexedText, int4, list, record, textOr } from '../../engine/column-values';
import type { SequencedEvent } from '../../engine/projection';
import { cents, optionalId, optionalText, runIdOfStream, timeOf, timeOrNull, type Columns } from '../values';

// A batch of payroll-run events folded in memory: a run's whole row when first drafted, its status
// and stamps as it is approved, paid or discarded; its lines replaced whenever it is drafted (a
// recalculation) and its adjustments as they are added. Drafted again after a discard, a run starts
// afresh: the discarded run's adjustments go. The run's stored revision keeps a replayed event from
// applying twice. Deterministic (no clock).

export type RunColumns = Columns<'hr_payroll_runs'> & { run_id: string; revision: string; position: string };
export type LineColumns = Columns<'hr_payroll_lines'>;
export type AdjustmentColumns = Columns<'hr_payroll_adjustments'> & { adjustment_id: string };

export interface KnownRun {
  revision: bigint;
  status: string;
}

export interface PayrollWrites {
  createdRuns: Map<string, RunColumns>;
  changedRuns: Map<string, RunColumns>;
  /** Runs whose lines the batch replaces, with the lines (the last draft's). */
  lines: Map<string, LineColumns[]>;
  /** Runs whose stored adjustments go (drafted again after a discard). */
  resetAdjustments: Set<string>;
  adjustments: Map<string, AdjustmentColumns>;
}

export const PAYROLL_EVENT_TYPES: readonly PayrollRunEvent['type'][] = [
  'PayrollRunDrafted',
  'PayrollAdjustmentAdded',
  'PayrollRunApproved',
  'PayrollRunPaid',
  'PayrollRunDiscarded',
];

const UNKNOWN_DAY = '1970-01-01';

function linesOf(runId: string, v: unknown): LineColumns[] {
  const seen = new Set<string>();
  return list(v).flatMap((item, i) => {
    const l = record(item);
    const employeeId = indexedText(l.employeeId) ?? '';
    if (seen.has(employeeId)) return []; // one line an employee: the first stands
    seen.add(employeeId);
    const salaried = l.payType === 'salary';
    return [
      {
        run_id: runId,
        employee_id: employeeId,
        line_no: i,
        name: textOr(l.name),
        job_title: textOr(l.position),
        pay_type: salaried ? 'salary' : 'hourly',
        minutes: int4(l.minutes) ?? 0,
        hourly_rate_cents: l.hourlyRateCents == null ? null : cents(l.hourlyRateCents),
        monthly_salary_cents: l.monthlySalaryCents == null ? null : cents(l.monthlySalaryCents),
        days_employed: int4(l.daysEmployed) ?? 0,
        base_cents: cents(l.baseCents),
        open_shifts: int4(l.openShifts) ?? 0,
      },
    ];
  });
}

const CLEARED: Columns<'hr_payroll_runs'> = {
  approved_at: null,
  approved_by: null,
  paid_at: null,
  paid_on: null,
  method: null,
  paid_base_cents: null,
  paid_additions_cents: null,
  paid_deductions_cents: null,
  paid_net_cents: null,
  paid_event_id: null,
  discard_reason: null,
  discarded_at: null,
};

function drafted(e: SequencedEvent): Columns<'hr_payroll_runs'> {
  const d = record(e.data);
  return {
    period_start: date(d.periodStart) ?? UNKNOWN_DAY,
    period_end: date(d.periodEnd) ?? date(d.periodStart) ?? UNKNOWN_DAY,
    status: 'draft',
    drafted_at: timeOf(e, d.draftedAt),
    ...CLEARED,
  };
}

function paid(e: SequencedEvent): Columns<'hr_payroll_runs'> {
  const d = record(e.data);
  const totals = record(d.totals);
  return {
    status: 'paid',
    paid_at: timeOf(e, d.paidAt),
    paid_on: date(d.paidOn),
    method: d.method === 'cash' ? 'cash' : 'bank',
    paid_base_cents: cents(totals.baseCents),
    paid_additions_cents: cents(totals.additionsCents),
    paid_deductions_cents: cents(totals.deductionsCents),
    paid_net_cents: cents(totals.netCents),
    paid_event_id: e.eventId,
  };
}

/** Folds a batch. `runs` holds every one of the batch the read model already has. */
export function foldPayroll(events: readonly SequencedEvent[], runs: ReadonlyMap<string, KnownRun>): PayrollWrites {
  const writes: PayrollWrites = {
    createdRuns: new Map(),
    changedRuns: new Map(),
    lines: new Map(),
    resetAdjustments: new Set(),
    adjustments: new Map(),
  };
  const known = new Map(runs);
  for (const e of events) {
    const runId = runIdOfStream(e.streamId);
    if (!runId) continue;
    const run = known.get(runId);
    if (run && e.revision <= run.revision) continue; // applied before: a replay
    const d = record(e.data);
    const at = { run_id: runId, revision: e.revision.toString(), position: e.position };
    if (!run) {
      if (e.type !== 'PayrollRunDrafted') continue;
      writes.createdRuns.set(runId, { ...drafted(e), ordinal: e.ordinal.toString(), ...at });
      writes.lines.set(runId, linesOf(runId, d.lines));
      known.set(runId, { revision: e.revision, status: 'draft' });
      continue;
    }
    let columns: Columns<'hr_payroll_runs'> = {};
    if (e.type === 'PayrollRunDrafted') {
      columns = drafted(e);
      writes.lines.set(runId, linesOf(runId, d.lines));
      if (run.status === 'discarded') {
        writes.resetAdjustments.add(runId);
        for (const [id, a] of writes.adjustments) if (a.run_id === runId) writes.adjustments.delete(id);
      }
    } else if (e.type === 'PayrollAdjustmentAdded') {
      const adjustmentId = indexedText(d.adjustmentId) || `${runId}:${e.revision}`;
      writes.adjustments.set(adjustmentId, {
        adjustment_id: adjustmentId,
        run_id: runId,
        employee_id: indexedText(d.employeeId) ?? '',
        kind: d.kind === 'deduction' ? 'deduction' : 'addition',
        amount_cents: Math.abs(cents(d.amountCents)),
        reason: textOr(d.reason),
        ordinal: e.ordinal.toString(),
      });
    } else if (e.type === 'PayrollRunApproved') {
      columns = { status: 'approved', approved_at: timeOf(e, d.approvedAt), approved_by: optionalId(d.approvedBy) };
    } else if (e.type === 'PayrollRunPaid') {
      columns = paid(e);
    } else if (e.type === 'PayrollRunDiscarded') {
      columns = {
        status: 'discarded',
        discard_reason: optionalText(d.reason),
        discarded_at: timeOrNull(d.discardedAt) ?? timeOf(e, undefined),
      };
    }
    const into = writes.createdRuns.has(runId) ? writes.createdRuns : writes.changedRuns;
    into.set(runId, { ...into.get(runId), ...columns, ...at });
    known.set(runId, { revision: e.revision, status: (columns.status as string | undefined) ?? run.status });
  }
  return writes;
}
