import { DEFAULT_SHOP_TIME_ZONE } from '../../reports';
import type { Area, AreaSettings, SettingsEvent } from './events';
import { DEFAULT_SHOP_MONEY, type ShopMoney } from './money';
import { DEFAULT_SYSTEM_CONFIG, type SystemConfig } from './system-config';

interface Settings {
  taxRateBasisPoints: number;
  areas: Record<Area, AreaSettings>;
  /** IANA name; where the reports' days, weeks and months begin. */
  timeZone: string;
  /** The most a supervisor may take off a counter ticket (basis points of its subtotal). */
  maxDiscountBasisPoints: number;
  /** Issue 20: spec 3's system config (name, theme, quoted prices, flags). */
  system: SystemConfig;
  /** Issue 43: the shop's one money; every area's currency and locale are its. */
  money: ShopMoney;
}

// 'defaults' until the owner changes anything, so a screen can say the values were never reviewed.
export type SettingsState = ({ status: 'defaults' } & Settings) | ({ status: 'customized' } & Settings);

/** Every area's currency and locale are the money's; its date format its own. */
const areasIn = (money: ShopMoney, dates: Record<Area, AreaSettings['dateFormat']>): Record<Area, AreaSettings> => ({
  inventory: { currency: money.currency, locale: money.locale, dateFormat: dates.inventory },
  consignment: { currency: money.currency, locale: money.locale, dateFormat: dates.consignment },
  billing: { currency: money.currency, locale: money.locale, dateFormat: dates.billing },
});
const datesOf = (areas: Record<Area, AreaSettings>) => ({
  inventory: areas.inventory.dateFormat,
  consignment: areas.consignment.dateFormat,
  billing: areas.billing.dateFormat,
});

/** Spec: IVA 19 %, dd/mm/yyyy; issue 43: one money, dollars (the spec's MXN and COP readings are presets);
 * issue 13: the shop's time zone America/New_York; issue 17: discounts at the counter up to 50 %; issue 20: spec 3's system config defaults. */
export function initialSettings(): SettingsState {
  return {
    status: 'defaults',
    taxRateBasisPoints: 1900,
    areas: areasIn(DEFAULT_SHOP_MONEY, { inventory: 'dd/mm/yyyy', consignment: 'dd/mm/yyyy', billing: 'dd/mm/yyyy' }),
    timeZone: DEFAULT_SHOP_TIME_ZONE,
    maxDiscountBasisPoints: 5000,
    system: DEFAULT_SYSTEM_CONFIG,
    money: DEFAULT_SHOP_MONEY,
  };
}

export function evolve(state: SettingsState, event: SettingsEvent): SettingsState {
  switch (event.type) {
    case 'TaxRateConfigured':
      return { ...state, status: 'customized', taxRateBasisPoints: event.data.taxRateBasisPoints };
    case 'AreaConfigured': {
      // Its currency and locale are the money's (an event from before issue 43 may name others: the
      // one money wins, so no area shows another currency).
      const { area, dateFormat } = event.data;
      return {
        ...state,
        status: 'customized',
        areas: areasIn(state.money, { ...datesOf(state.areas), [area]: dateFormat }),
      };
    }
    case 'MoneyConfigured': {
      const money = { ...event.data };
      return { ...state, status: 'customized', money, areas: areasIn(money, datesOf(state.areas)) };
    }
    case 'TimeZoneConfigured':
      return { ...state, status: 'customized', timeZone: event.data.timeZone };
    case 'DiscountCapConfigured':
      return { ...state, status: 'customized', maxDiscountBasisPoints: event.data.maxDiscountBasisPoints };
    case 'SystemConfigured':
      return { ...state, status: 'customized', system: event.data };
    default:
      // Total: an event type this version does not know (written by a newer one) changes nothing.
      return state;
  }
}
