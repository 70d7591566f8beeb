import type { AreaSettings } from '../../domain/settings';
import { SETTINGS_STREAM, settingsDecider, type SettingsEvent } from '../../domain/settings';
import type { EventStore } from '../../infra/event-store/port';

// The billing area's settings and the tax rate, folded from the shop's one settings stream as the
// command side folds it (a handful of events; no read model keeps them). Read on every request, so
// a changed rate shows at once in the modal's live totals.

export interface BillingSettings extends AreaSettings {
  /** Percent, e.g. 19 */
  taxRate: number;
}

export async function billingSettings(store: Pick<EventStore, 'readStream'>): Promise<BillingSettings> {
  const events = await store.readStream(SETTINGS_STREAM);
  const state = events.reduce(
    (s, e) => settingsDecider.evolve(s, e as unknown as SettingsEvent),
    settingsDecider.initialState(),
  );
  const { currency, locale, dateFormat } = state.areas.billing;
  return { taxRate: state.taxRateBasisPoints / 100, currency, locale, dateFormat };
}
