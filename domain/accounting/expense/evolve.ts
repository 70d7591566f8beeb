import type { ExpenseDetails, ExpenseEvent } from './events';

// An expense is recorded once: decide() needs what was recorded, to tell a retry from a clash.

export interface ExpenseState {
  recorded: ExpenseDetails | null;
}

export const initialExpense = (): ExpenseState => ({ recorded: null });

export function evolveExpense(state: ExpenseState, event: ExpenseEvent): ExpenseState {
  switch (event.type) {
    case 'ExpenseRecorded': {
      const { recordedAt: _recordedAt, ...recorded } = event.data;
      return { recorded };
    }
    default:
      return state;
  }
}
