import { DEFAULT_SHOP_TIME_ZONE } from '../../reports';
import type { Area, AreaSettings, SettingsEvent } from './events';
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
}

// 'defaults' until the owner changes anything, so a screen can say the values were never reviewed.
export type SettingsState = ({ status: 'defaults' } & Settings) | ({ status: 'customized' } & Settings);

/** Spec: IVA 19 %; MXN/es-MX for inventory and consignment; COP, 2 decimals, dd/mm/yyyy for billing;
 * issue 13: the shop's time zone America/New_York; issue 17: discounts at the counter up to 50 %; issue 20: spec 3's system config defaults. */
export function initialSettings(): SettingsState {
  return {
    status: 'defaults',
    taxRateBasisPoints: 1900,
    areas: {
      inventory: { currency: 'MXN', locale: 'es-MX', dateFormat: 'dd/mm/yyyy' },
      consignment: { currency: 'MXN', locale: 'es-MX', dateFormat: 'dd/mm/yyyy' },
      billing: { currency: 'COP', locale: 'es-CO', dateFormat: 'dd/mm/yyyy' },
    },
    timeZone: DEFAULT_SHOP_TIME_ZONE,
    maxDiscountBasisPoints: 5000,
    system: DEFAULT_SYSTEM_CONFIG,
  };
}

export function evolve(state: SettingsState, event: SettingsEvent): SettingsState {
  switch (event.type) {
    case 'TaxRateConfigured':
      return { ...state, status: 'customized', taxRateBasisPoints: event.data.taxRateBasisPoints };
    case 'AreaConfigured': {
      const { area, currency, locale, dateFormat } = event.data;
      return {
        ...state,
        status: 'customized',
        areas: { ...state.areas, [area]: { currency, locale, dateFormat } },
      };
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
