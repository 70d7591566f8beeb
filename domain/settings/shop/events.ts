import type { DomainEvent } from '../../shared/decider';
import type { ShopMoney } from './money';
import type { SystemConfig } from './system-config';

export const AREAS = ['inventory', 'consignment', 'billing'] as const;
export type Area = (typeof AREAS)[number];

export const DATE_FORMATS = ['dd/mm/yyyy', 'yyyy-mm-dd', 'mm/dd/yyyy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/**
 * How one area of the back office shows amounts and dates. Issue 43: `currency` and `locale` are the
 * shop's one money (shop/money.ts), the same in every area; the date format is the area's own.
 */
export interface AreaSettings {
  currency: string; // ISO 4217, e.g. 'USD'
  locale: string; // BCP 47, e.g. 'en-US'
  dateFormat: DateFormat;
}

// The rate travels as basis points (19 % = 1900): an integer, like money, so tax arithmetic on
// centavos never meets a binary fraction.
export type TaxRateConfigured = DomainEvent<'TaxRateConfigured', { taxRateBasisPoints: number }>;
export type AreaConfigured = DomainEvent<'AreaConfigured', { area: Area } & AreaSettings>;

// An IANA name (America/New_York): the reports' periods (today, this week…) start at the shop's midnight.
export type TimeZoneConfigured = DomainEvent<'TimeZoneConfigured', { timeZone: string }>;

// Issue 17: the most a supervisor may take off a counter ticket (basis points of its subtotal).
export type DiscountCapConfigured = DomainEvent<'DiscountCapConfigured', { maxDiscountBasisPoints: number }>;

// Issue 20: spec 3's system config, whole (name, theme, quoted prices, flags) each time it changes.
export type SystemConfigured = DomainEvent<'SystemConfigured', SystemConfig>;

// Issue 43: the shop's one money (currency, locale, decimals), whole each time it changes.
export type MoneyConfigured = DomainEvent<'MoneyConfigured', ShopMoney>;

export type SettingsEvent =
  TaxRateConfigured | AreaConfigured | TimeZoneConfigured | DiscountCapConfigured | SystemConfigured | MoneyConfigured;
export const SETTINGS_EVENT_TYPES: SettingsEvent['type'][] = [
  'TaxRateConfigured',
  'AreaConfigured',
  'TimeZoneConfigured',
  'DiscountCapConfigured',
  'SystemConfigured',
  'MoneyConfigured',
];
