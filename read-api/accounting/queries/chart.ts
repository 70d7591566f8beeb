import {
  CHART_OF_ACCOUNTS_STREAM,
  accountsOf,
  chartDecider,
  type Account,
  type ChartEvent,
} from '../../../domain/accounting';
import type { SettingsReader } from '../../shared/shop-settings';

// The chart of accounts as the reports name it: folded from its one stream as the command side folds
// it (a few dozen events; no read model keeps them), so a rename shows at once.
export async function chartOf(store: SettingsReader): Promise<Account[]> {
  const events = await store.readStream(CHART_OF_ACCOUNTS_STREAM);
  const state = events.reduce(
    (s, e) => chartDecider.evolve(s, e as unknown as ChartEvent),
    chartDecider.initialState(),
  );
  return accountsOf(state);
}
