import { DEFAULT_CHART, type Account } from '../accounts';
import type { ChartEvent } from './events';

// The chart as decide() needs it: every account by code (a shop's chart is a few hundred accounts
// at most, so the whole chart is the state).

export interface ChartState {
  accounts: Record<string, Account>;
}

export const initialChart = (): ChartState => ({
  accounts: Object.fromEntries(DEFAULT_CHART.map((a) => [a.code, { ...a }])),
});

/** The chart's accounts in code order, as screens and the ledger's callers read them. */
export const accountsOf = (state: ChartState): Account[] =>
  Object.values(state.accounts).sort((a, b) => a.code.localeCompare(b.code));

const withAccount = (state: ChartState, code: string, change: Partial<Account>): ChartState => {
  const account = state.accounts[code];
  return account ? { accounts: { ...state.accounts, [code]: { ...account, ...change } } } : state;
};

export function evolveChart(state: ChartState, event: ChartEvent): ChartState {
  switch (event.type) {
    case 'AccountAdded': {
      const { code, name, kind } = event.data;
      return { accounts: { ...state.accounts, [code]: { code, name, kind, active: true } } };
    }
    case 'AccountRenamed':
      return withAccount(state, event.data.code, { name: event.data.name });
    case 'AccountDeactivated':
      return withAccount(state, event.data.code, { active: false });
    case 'AccountActivated':
      return withAccount(state, event.data.code, { active: true });
    default:
      return state;
  }
}
