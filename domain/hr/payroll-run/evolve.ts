import type { PayrollAdjustment, PayrollLine, PayrollRunEvent } from './events';

export type PayrollStatus = 'none' | 'draft' | 'approved' | 'paid' | 'discarded';

export interface PayrollRunState {
  status: PayrollStatus;
  runId: string | null;
  periodStart: string;
  periodEnd: string;
  lines: PayrollLine[];
  adjustments: PayrollAdjustment[];
}

export const initialPayrollRun = (): PayrollRunState => ({
  status: 'none',
  runId: null,
  periodStart: '',
  periodEnd: '',
  lines: [],
  adjustments: [],
});

export function evolvePayrollRun(state: PayrollRunState, event: PayrollRunEvent): PayrollRunState {
  switch (event.type) {
    case 'PayrollRunDrafted': {
      const { runId, periodStart, periodEnd, lines } = event.data;
      // Drafted again after a discard: a new run of the period, its old adjustments gone with it.
      const adjustments = state.status === 'discarded' ? [] : state.adjustments;
      return { status: 'draft', runId, periodStart, periodEnd, lines, adjustments };
    }
    case 'PayrollAdjustmentAdded': {
      const { runId: _runId, ...adjustment } = event.data;
      return { ...state, adjustments: [...state.adjustments, adjustment] };
    }
    case 'PayrollRunApproved':
      return { ...state, status: 'approved' };
    case 'PayrollRunPaid':
      return { ...state, status: 'paid' };
    case 'PayrollRunDiscarded':
      return { ...state, status: 'discarded' };
    default:
      return state;
  }
}
