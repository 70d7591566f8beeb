import { describe, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import { payrollRunDecider, type PayrollLine, type PayrollRunEvent, type StaffFact } from '../index';

// Issue 19's run: draft → approved → paid, adjusted only while a draft, never paid twice, and a
// line's deductions never above what the employee earns.

const spec = specFor(payrollRunDecider);
const NOW = '2026-01-15T10:00:00.000Z';
const luis: StaffFact = {
  employeeId: 'e-2',
  name: 'Luis',
  position: 'Repartidor',
  pay: { type: 'hourly', hourlyRateCents: 1_800 },
  hireDate: '2025-06-01',
  terminatedOn: null,
  shifts: [{ day: '2026-01-05', start: '2026-01-05T13:00:00.000Z', end: '2026-01-05T21:30:00.000Z' }],
};
const line: PayrollLine = {
  employeeId: 'e-2',
  name: 'Luis',
  position: 'Repartidor',
  payType: 'hourly',
  minutes: 510,
  hourlyRateCents: 1_800,
  monthlySalaryCents: null,
  daysEmployed: 14,
  baseCents: 15_300,
  openShifts: 0,
};
const period = { runId: 'r-1', periodStart: '2026-01-01', periodEnd: '2026-01-14' };
const drafted: PayrollRunEvent = { type: 'PayrollRunDrafted', data: { ...period, lines: [line], draftedAt: NOW } };
const bonus: PayrollRunEvent = {
  type: 'PayrollAdjustmentAdded',
  data: { runId: 'r-1', adjustmentId: 'a-1', employeeId: 'e-2', kind: 'addition', amountCents: 2_000, reason: 'Bono' },
};
const approved: PayrollRunEvent = {
  type: 'PayrollRunApproved',
  data: { runId: 'r-1', approvedAt: NOW, approvedBy: 'owner-spec' },
};
const pay = command('PayPayrollRun', { method: 'bank' as const, paidOn: '2026-01-15' });

describe('a payroll run', () => {
  it('is drafted from the staff: 8.5 h at $18 is $153', () => {
    spec
      .given([])
      .when(command('DraftPayrollRun', { ...period, staff: [luis] }))
      .then([drafted]);
    spec
      .given([drafted])
      .when(command('DraftPayrollRun', { ...period, staff: [luis] }))
      .thenThrows('PAYROLL.EXISTS');
  });

  it('is paid once, with its totals, only after approval', () => {
    spec.given([drafted]).when(pay).thenThrows('PAYROLL.NOT_APPROVED');
    spec
      .given([drafted, bonus, approved])
      .when(pay)
      .then([
        {
          type: 'PayrollRunPaid',
          data: {
            ...period,
            paidOn: '2026-01-15',
            method: 'bank',
            totals: { baseCents: 15_300, additionsCents: 2_000, deductionsCents: 0, netCents: 17_300 },
            lines: [{ employeeId: 'e-2', name: 'Luis', netCents: 17_300 }],
            paidAt: NOW,
          },
        },
      ]);
    const paid = payrollRunDecider.decide(
      pay,
      [drafted, approved].reduce(payrollRunDecider.evolve, payrollRunDecider.initialState()),
    );
    spec
      .given([drafted, approved, ...paid])
      .when(pay)
      .thenThrows('PAYROLL.ALREADY_PAID');
  });

  it('takes adjustments only while a draft, and no deduction above what the line earns', () => {
    const adjust = (amountCents: number, kind = 'deduction') =>
      command('AddPayrollAdjustment', {
        adjustmentId: 'a-2',
        employeeId: 'e-2',
        kind,
        amountCents,
        reason: 'Anticipo',
      } as never);
    spec.given([drafted]).when(adjust(15_301)).thenThrows('PAYROLL.NEGATIVE_NET');
    spec
      .given([drafted, bonus])
      .when(adjust(17_300))
      .then([
        {
          type: 'PayrollAdjustmentAdded',
          data: {
            runId: 'r-1',
            adjustmentId: 'a-2',
            employeeId: 'e-2',
            kind: 'deduction',
            amountCents: 17_300,
            reason: 'Anticipo',
          },
        },
      ]);
    spec.given([drafted, approved]).when(adjust(100)).thenThrows('PAYROLL.NOT_DRAFT');
  });

  it('is discarded unless paid, and a discarded period can be drafted again', () => {
    const discarded: PayrollRunEvent = {
      type: 'PayrollRunDiscarded',
      data: { runId: 'r-1', reason: 'Periodo equivocado', discardedAt: NOW },
    };
    spec
      .given([drafted, approved])
      .when(command('DiscardPayrollRun', { reason: 'Periodo equivocado' }))
      .then([discarded]);
    spec
      .given([drafted, discarded])
      .when(command('DraftPayrollRun', { ...period, staff: [luis] }))
      .then([drafted]);
    spec.given([drafted, discarded]).when(command('ApprovePayrollRun', {})).thenThrows('PAYROLL.NOT_DRAFT');
  });
});
