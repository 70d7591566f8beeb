import { SETTINGS_STREAM, settingsFrom, type SettingsState } from '../../domain/settings';
import type { EventStore } from '../../infra/event-store/port';

// The shop's settings, folded from its one settings stream as the command side folds it (a handful of
// events; no read model keeps them). Read on every request, so a change shows at once. One fold for
// every reader: billing's rate and formats, the reports' time zone.

export type SettingsReader = Pick<EventStore, 'readStream'>;

export async function shopSettings(store: SettingsReader): Promise<SettingsState> {
  return settingsFrom(await store.readStream(SETTINGS_STREAM));
}

/** The IANA zone the reports' periods (today, this week, this month…) are cut in. */
export async function shopTimeZone(store: SettingsReader): Promise<string> {
  return (await shopSettings(store)).timeZone;
}
