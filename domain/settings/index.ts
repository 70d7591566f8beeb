import type { Decider } from '../shared/decider';
import type { SettingsCommand } from './commands';
import { decide } from './decide';
import type { SettingsEvent } from './events';
import { evolve, initialSettings, type SettingsState } from './evolve';

export * from './events';
export * from './commands';
export * from './errors';
export { decide, configureArea, configureTaxRate } from './decide';
export { evolve, initialSettings, type SettingsState } from './evolve';

/** The shop has one settings stream. */
export const SETTINGS_STREAM = 'settings-shop';

export const settingsDecider: Decider<SettingsCommand, SettingsEvent, SettingsState> = {
  stateVersion: 1,
  initialState: initialSettings,
  evolve,
  decide,
};
