import { MAX_TOTAL_CENTS } from '../../shared/bounds';
import { isIsoDay } from '../../shared/dates';
import { trimmed } from '../../shared/values';
import type { PayrollRunCommand } from './commands';
import { MAX_ADJUSTMENTS, MAX_PERIOD_DAYS, payrollIllegal, payrollInvalid, payrollNotFound } from './errors';
import { ADJUSTMENT_KINDS, PAYROLL_METHODS, type PayrollRunEvent } from './events';
import type { PayrollRunState } from './evolve';
import { netOf, payrollLines, payrollTotals, periodDays } from './pay';

// A payroll run: draft → approved → paid, or discarded before it is paid. Its lines are computed here
// from the staff facts the command-api hands in (./pay.ts), never typed by a caller; a draft is
// recalculated when shifts are corrected. Once paid it is closed for good: paying twice is refused,
// and the ledger posts the one PayrollRunPaid once (its reactor's command id is the event's).

const MAX_REASON = 300;

function periodOf(start: string, end: string) {
  if (!isIsoDay(start) || !isIsoDay(end) || end < start) throw payrollInvalid('PAYROLL.PERIOD', 'periodEnd');
  if (periodDays(start, end) > MAX_PERIOD_DAYS) throw payrollInvalid('PAYROLL.PERIOD_LENGTH', 'periodEnd');
}

function reasonOf(reason: string, code: 'PAYROLL.ADJUSTMENT_REASON' | 'PAYROLL.REASON') {
  const r = trimmed(reason);
  if (!r || r.length > MAX_REASON) throw payrollInvalid(code, 'reason');
  return r;
}

function draftOnly(state: PayrollRunState) {
  if (state.status === 'none') throw payrollNotFound('PAYROLL.NOT_FOUND');
  if (state.status !== 'draft') throw payrollIllegal('PAYROLL.NOT_DRAFT');
}

export function decidePayrollRun(command: PayrollRunCommand, state: PayrollRunState): PayrollRunEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'DraftPayrollRun': {
      const { runId, periodStart, periodEnd, staff } = command.data;
      periodOf(periodStart, periodEnd);
      if (state.status !== 'none' && state.status !== 'discarded') throw payrollIllegal('PAYROLL.EXISTS');
      const lines = payrollLines(staff, periodStart, periodEnd);
      return [{ type: 'PayrollRunDrafted', data: { runId, periodStart, periodEnd, lines, draftedAt: now } }];
    }
    case 'RecalculatePayrollRun': {
      draftOnly(state);
      const lines = payrollLines(command.data.staff, state.periodStart, state.periodEnd);
      if (JSON.stringify(lines) === JSON.stringify(state.lines)) return [];
      const { runId, periodStart, periodEnd } = state as PayrollRunState & { runId: string };
      return [{ type: 'PayrollRunDrafted', data: { runId, periodStart, periodEnd, lines, draftedAt: now } }];
    }
    case 'AddPayrollAdjustment': {
      draftOnly(state);
      const { adjustmentId, employeeId, kind, amountCents } = command.data;
      if (state.adjustments.some((a) => a.adjustmentId === adjustmentId)) return []; // retried
      if (state.adjustments.length >= MAX_ADJUSTMENTS) throw payrollIllegal('PAYROLL.TOO_MANY_ADJUSTMENTS');
      const line = state.lines.find((l) => l.employeeId === employeeId);
      if (!line) throw payrollInvalid('PAYROLL.EMPLOYEE', 'employeeId');
      if (!ADJUSTMENT_KINDS.includes(kind)) throw payrollInvalid('PAYROLL.ADJUSTMENT_KIND', 'kind');
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_TOTAL_CENTS)
        throw payrollInvalid('PAYROLL.ADJUSTMENT_AMOUNT', 'amount');
      const reason = reasonOf(command.data.reason, 'PAYROLL.ADJUSTMENT_REASON');
      const adjustment = { adjustmentId, employeeId, kind, amountCents, reason };
      if (netOf(line, [...state.adjustments, adjustment]).net < 0) throw payrollIllegal('PAYROLL.NEGATIVE_NET');
      return [{ type: 'PayrollAdjustmentAdded', data: { runId: state.runId!, ...adjustment } }];
    }
    case 'ApprovePayrollRun': {
      if (state.status === 'approved') return [];
      draftOnly(state);
      if (state.lines.length === 0) throw payrollIllegal('PAYROLL.EMPTY');
      const approvedBy = command.metadata.actor.userId;
      return [{ type: 'PayrollRunApproved', data: { runId: state.runId!, approvedAt: now, approvedBy } }];
    }
    case 'PayPayrollRun': {
      if (state.status === 'none') throw payrollNotFound('PAYROLL.NOT_FOUND');
      if (state.status === 'paid') throw payrollIllegal('PAYROLL.ALREADY_PAID');
      if (state.status === 'discarded') throw payrollIllegal('PAYROLL.DISCARDED');
      if (state.status !== 'approved') throw payrollIllegal('PAYROLL.NOT_APPROVED');
      const { method, paidOn } = command.data;
      if (!PAYROLL_METHODS.includes(method)) throw payrollInvalid('PAYROLL.METHOD', 'method');
      if (!isIsoDay(paidOn)) throw payrollInvalid('PAYROLL.PAID_ON', 'paidOn');
      const lines = state.lines.map((l) => ({
        employeeId: l.employeeId,
        name: l.name,
        netCents: netOf(l, state.adjustments).net,
      }));
      const totals = payrollTotals(state.lines, state.adjustments);
      const { runId, periodStart, periodEnd } = state as PayrollRunState & { runId: string };
      const data = { runId, periodStart, periodEnd, paidOn, method, totals, lines, paidAt: now };
      return [{ type: 'PayrollRunPaid', data }];
    }
    case 'DiscardPayrollRun': {
      if (state.status === 'discarded') return [];
      if (state.status === 'none') throw payrollNotFound('PAYROLL.NOT_FOUND');
      if (state.status === 'paid') throw payrollIllegal('PAYROLL.ALREADY_PAID');
      const reason = reasonOf(command.data.reason, 'PAYROLL.REASON');
      return [{ type: 'PayrollRunDiscarded', data: { runId: state.runId!, reason, discardedAt: now } }];
    }
  }
}
