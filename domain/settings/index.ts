import type { Decider } from '../shared/decider';
import type { SettingsCommand } from './shop/commands';
import { decide } from './shop/decide';
import type { SettingsEvent } from './shop/events';
import { evolve, initialSettings, type SettingsState } from './shop/evolve';

export * from './shop/events';
export * from './shop/commands';
export * from './shop/errors';
export * from './shop/system-config';
export * from './shop/system-config-body';
export * from './shop/money';
export * from './shop/shop-format';
// Named: they win over the type-only re-export of shop/system-config.ts (which the app loads without zod).
export { PublicSystemConfigView, ShopMoneyView, SystemConfigView } from './responses';
export {
  decide,
  configureArea,
  configureDiscountCap,
  configureMoney,
  configureSystem,
  configureTaxRate,
  configureTimeZone,
} from './shop/decide';
export { evolve, initialSettings, type SettingsState } from './shop/evolve';

/** The shop has one settings stream. */
export const SETTINGS_STREAM = 'settings-shop';

export const settingsDecider: Decider<SettingsCommand, SettingsEvent, SettingsState> = {
  // 2: maxDiscountBasisPoints (issue 17); 3: system (issue 20); 4: money (issue 43). An older snapshot is folded again from the events.
  stateVersion: 4,
  initialState: initialSettings,
  evolve,
  decide,
};

/** The settings as the stream's events leave them (every reader folds the same handful of events). */
export const settingsFrom = (events: readonly { type: string; data: unknown }[]): SettingsState =>
  events.reduce((s, e) => evolve(s, e as unknown as SettingsEvent), initialSettings());
