import type {
  ConfigureArea,
  ConfigureDiscountCap,
  ConfigureMoney,
  ConfigureSystem,
  ConfigureTaxRate,
  ConfigureTimeZone,
  SettingsCommand,
} from './commands';
import { hasAtMostTwoDecimals, isCurrencyCode, isLocale, isShopTimeZone } from './commands';
import { settingsError } from './errors';
import {
  AREAS,
  DATE_FORMATS,
  type AreaConfigured,
  type DiscountCapConfigured,
  type MoneyConfigured,
  type SettingsEvent,
  type SystemConfigured,
  type TaxRateConfigured,
  type TimeZoneConfigured,
} from './events';
import type { SettingsState } from './evolve';
import { MONEY_DECIMALS_MAX, sameMoney } from './money';
import { sameSystemConfig, systemConfigProblem } from './system-config';

export function decide(command: SettingsCommand, state: SettingsState): SettingsEvent[] {
  switch (command.type) {
    case 'ConfigureTaxRate':
      return configureTaxRate(command, state);
    case 'ConfigureArea':
      return configureArea(command, state);
    case 'ConfigureTimeZone':
      return configureTimeZone(command, state);
    case 'ConfigureDiscountCap':
      return configureDiscountCap(command, state);
    case 'ConfigureSystem':
      return configureSystem(command, state);
    case 'ConfigureMoney':
      return configureMoney(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown settings command ${(unknown as SettingsCommand).type}`);
    }
  }
}

export function configureTaxRate({ data }: ConfigureTaxRate, state: SettingsState): TaxRateConfigured[] {
  const { taxRatePercent } = data;
  if (!Number.isFinite(taxRatePercent) || taxRatePercent < 0 || taxRatePercent > 100) {
    throw settingsError('SETTINGS.TAX_RATE_OUT_OF_RANGE', 'taxRatePercent');
  }
  if (!hasAtMostTwoDecimals(taxRatePercent)) throw settingsError('SETTINGS.TAX_RATE_TOO_PRECISE', 'taxRatePercent');
  const taxRateBasisPoints = Math.round(taxRatePercent * 100);
  if (taxRateBasisPoints === state.taxRateBasisPoints) return [];
  return [{ type: 'TaxRateConfigured', data: { taxRateBasisPoints } }];
}

export function configureArea({ data }: ConfigureArea, state: SettingsState): AreaConfigured[] {
  const { area, dateFormat } = data;
  if (!AREAS.includes(area)) throw settingsError('SETTINGS.UNKNOWN_AREA', 'area');
  // Computed fields: the shop's money, the same in every area (issue 43).
  if (data.currency !== undefined && data.currency !== state.money.currency)
    throw settingsError('SETTINGS.CURRENCY_IS_THE_SHOPS', 'currency');
  if (data.locale !== undefined && data.locale !== state.money.locale)
    throw settingsError('SETTINGS.CURRENCY_IS_THE_SHOPS', 'locale');
  if (!DATE_FORMATS.includes(dateFormat)) throw settingsError('SETTINGS.INVALID_DATE_FORMAT', 'dateFormat');
  if (state.areas[area].dateFormat === dateFormat) return [];
  const { currency, locale } = state.money;
  return [{ type: 'AreaConfigured', data: { area, currency, locale, dateFormat } }];
}

/** The shop's one money; the same again appends nothing. */
export function configureMoney({ data }: ConfigureMoney, state: SettingsState): MoneyConfigured[] {
  const { currency, locale, decimals } = data;
  if (!isCurrencyCode(currency)) throw settingsError('SETTINGS.INVALID_CURRENCY', 'currency');
  if (!isLocale(locale) || !Intl.NumberFormat.supportedLocalesOf(locale).length)
    throw settingsError('SETTINGS.INVALID_LOCALE', 'locale');
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MONEY_DECIMALS_MAX)
    throw settingsError('SETTINGS.INVALID_DECIMALS', 'decimals');
  if (sameMoney(data, state.money)) return [];
  return [{ type: 'MoneyConfigured', data: { currency, locale, decimals } }];
}

export function configureTimeZone({ data }: ConfigureTimeZone, state: SettingsState): TimeZoneConfigured[] {
  const { timeZone } = data;
  if (typeof timeZone !== 'string' || !isShopTimeZone(timeZone))
    throw settingsError('SETTINGS.UNKNOWN_TIME_ZONE', 'timeZone');
  if (timeZone === state.timeZone) return [];
  return [{ type: 'TimeZoneConfigured', data: { timeZone } }];
}

export function configureDiscountCap({ data }: ConfigureDiscountCap, state: SettingsState): DiscountCapConfigured[] {
  const { maxDiscountPercent } = data;
  if (!Number.isFinite(maxDiscountPercent) || maxDiscountPercent < 0 || maxDiscountPercent > 100)
    throw settingsError('SETTINGS.DISCOUNT_CAP_OUT_OF_RANGE', 'maxDiscountPercent');
  if (!hasAtMostTwoDecimals(maxDiscountPercent))
    throw settingsError('SETTINGS.DISCOUNT_CAP_TOO_PRECISE', 'maxDiscountPercent');
  const maxDiscountBasisPoints = Math.round(maxDiscountPercent * 100);
  if (maxDiscountBasisPoints === state.maxDiscountBasisPoints) return [];
  return [{ type: 'DiscountCapConfigured', data: { maxDiscountBasisPoints } }];
}

/** The whole system config at once; the same config again appends nothing (a PUT is idempotent). */
export function configureSystem({ data }: ConfigureSystem, state: SettingsState): SystemConfigured[] {
  const problem = systemConfigProblem(data);
  if (problem) throw settingsError(problem.code, problem.path);
  if (sameSystemConfig(data, state.system)) return [];
  return [{ type: 'SystemConfigured', data }];
}
