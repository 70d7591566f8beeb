import { z } from 'zod';
import type { Command } from '../../shared/decider';
import { isTimeZone } from '../../shared/dates';
import { hasAtMostTwoDecimals } from '../../shared/money';
import { AREAS, DATE_FORMATS, type Area, type AreaSettings } from './events';
import { SETTINGS_MESSAGES as M } from './errors';
import { MONEY_DECIMALS_MAX, type ShopMoney } from './money';
import type { SystemConfig } from './system-config';

// The rules live here once: the HTTP edge validates with the schemas, decide() re-checks with the
// same predicates because commands also arrive from reactors and scripts.
export { hasAtMostTwoDecimals, isTimeZone };
export const isCurrencyCode = (s: string) => /^[A-Z]{3}$/.test(s);
// Language, optional script, optional region: es, es-MX, zh-Hant-TW, es-419.
export const isLocale = (s: string) => /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/.test(s);

export const taxRatePercent = z
  .number({ error: 'El IVA debe ser un número.' })
  .min(0, { error: M['SETTINGS.TAX_RATE_OUT_OF_RANGE'] })
  .max(100, { error: M['SETTINGS.TAX_RATE_OUT_OF_RANGE'] })
  .refine(hasAtMostTwoDecimals, { error: M['SETTINGS.TAX_RATE_TOO_PRECISE'] })
  .describe('Porcentaje de IVA, p. ej. 19 o 16.5');

export const configureTaxRateBody = z.object({ taxRatePercent }).strict();

export const areaParams = z.object({
  area: z.enum(AREAS, { error: M['SETTINGS.UNKNOWN_AREA'] }),
});

const currency = z
  .string()
  .max(3, { error: M['SETTINGS.INVALID_CURRENCY'] })
  .refine(isCurrencyCode, { error: M['SETTINGS.INVALID_CURRENCY'] })
  .describe('ISO 4217, p. ej. USD');
const locale = z
  .string()
  .max(35, { error: M['SETTINGS.INVALID_LOCALE'] })
  .refine(isLocale, { error: M['SETTINGS.INVALID_LOCALE'] })
  .describe('BCP 47, p. ej. en-US');

// Issue 43: currency and locale are the shop's money (PUT /api/settings/money); sent here they are
// computed fields, so they must be the shop's (decide refuses another, naming it).
export const configureAreaBody = z
  .object({
    currency: currency.optional(),
    locale: locale.optional(),
    dateFormat: z.enum(DATE_FORMATS, { error: M['SETTINGS.INVALID_DATE_FORMAT'] }),
  })
  .strict();

export const configureMoneyBody = z
  .object({
    currency,
    locale,
    decimals: z
      .number({ error: M['SETTINGS.INVALID_DECIMALS'] })
      .int({ error: M['SETTINGS.INVALID_DECIMALS'] })
      .min(0, { error: M['SETTINGS.INVALID_DECIMALS'] })
      .max(MONEY_DECIMALS_MAX, { error: M['SETTINGS.INVALID_DECIMALS'] })
      .describe('Decimales con que se muestra cada importe (2 por defecto)'),
  })
  .strict();

// The length cap comes first so a megabyte of text never reaches Intl; NUL and unknown names fail isTimeZone.
export const TIME_ZONE_MAX_LENGTH = 64;
export const isShopTimeZone = (s: string) => s.length <= TIME_ZONE_MAX_LENGTH && isTimeZone(s);

export const configureTimeZoneBody = z
  .object({
    timeZone: z
      .string({ error: M['SETTINGS.UNKNOWN_TIME_ZONE'] })
      .max(TIME_ZONE_MAX_LENGTH, { error: M['SETTINGS.UNKNOWN_TIME_ZONE'], abort: true })
      .refine(isShopTimeZone, { error: M['SETTINGS.UNKNOWN_TIME_ZONE'] })
      .describe('Nombre IANA, p. ej. America/New_York'),
  })
  .strict();

export const configureDiscountCapBody = z
  .object({
    maxDiscountPercent: z
      .number({ error: M['SETTINGS.DISCOUNT_CAP_OUT_OF_RANGE'] })
      .min(0, { error: M['SETTINGS.DISCOUNT_CAP_OUT_OF_RANGE'] })
      .max(100, { error: M['SETTINGS.DISCOUNT_CAP_OUT_OF_RANGE'] })
      .refine(hasAtMostTwoDecimals, { error: M['SETTINGS.DISCOUNT_CAP_TOO_PRECISE'] })
      .describe('Descuento máximo en caja, en % del subtotal (50 por defecto)'),
  })
  .strict();

export type ConfigureTaxRate = Command<'ConfigureTaxRate', z.infer<typeof configureTaxRateBody>>;
export type ConfigureArea = Command<
  'ConfigureArea',
  { area: Area } & Partial<AreaSettings> & Pick<AreaSettings, 'dateFormat'>
>;
export type ConfigureMoney = Command<'ConfigureMoney', ShopMoney>;
export type ConfigureTimeZone = Command<'ConfigureTimeZone', z.infer<typeof configureTimeZoneBody>>;
export type ConfigureDiscountCap = Command<'ConfigureDiscountCap', z.infer<typeof configureDiscountCapBody>>;
export type ConfigureSystem = Command<'ConfigureSystem', SystemConfig>;
export type SettingsCommand =
  ConfigureTaxRate | ConfigureArea | ConfigureTimeZone | ConfigureDiscountCap | ConfigureSystem | ConfigureMoney;
