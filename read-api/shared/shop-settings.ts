import { SETTINGS_STREAM, settingsDecider, type SettingsEvent, type SettingsState } from '../../domain/settings';
import type { EventStore } from '../../infra/event-store/port';

// The shop's settings, folded from its one settings stream as the command side folds it (a handful of
// events; no read model keeps them). Read on every request, so a change shows at once. One fold for
// every reader: billing's rate and formats, the reports' time zone.

export type SettingsReader = Pick<EventStore, 'readStream'>;

export async function shopSettings(store: SettingsReader): Promise<SettingsState> {
  const events = await store.readStream(SETTINGS_STREAM);
  return events.reduce(
    (s, e) => settingsDecider.evolve(s, e as unknown as SettingsEvent),
    settingsDecider.initialState(),
  );
}

/** The IANA zone the reports' periods (today, this week, this month…) are cut in. */
export async function shopTimeZone(store: SettingsReader): Promise<string> {
  return (await shopSettings(store)).timeZone;
}
