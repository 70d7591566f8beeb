import { describe, expect, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import type {
  ConfigureArea,
  ConfigureDiscountCap,
  ConfigureMoney,
  ConfigureTaxRate,
  ConfigureTimeZone,
} from './commands';
import {
  AREAS,
  type Area,
  type AreaConfigured,
  type AreaSettings,
  type DateFormat,
  type DiscountCapConfigured,
  type MoneyConfigured,
  type TaxRateConfigured,
  type TimeZoneConfigured,
} from './events';
import { DEFAULT_SHOP_MONEY, moneyFormat, type ShopMoney } from './money';
import { DEFAULT_SYSTEM_CONFIG, initialSettings, settingsDecider } from '..';

const spec = specFor(settingsDecider);

const configureTaxRate = (taxRatePercent: number): ConfigureTaxRate => command('ConfigureTaxRate', { taxRatePercent });
const configureArea = (data: ConfigureArea['data']): ConfigureArea => command('ConfigureArea', data);
const taxRateConfigured = (taxRateBasisPoints: number): TaxRateConfigured => ({
  type: 'TaxRateConfigured',
  data: { taxRateBasisPoints },
});
const configureTimeZone = (timeZone: string): ConfigureTimeZone => command('ConfigureTimeZone', { timeZone });
const timeZoneConfigured = (timeZone: string): TimeZoneConfigured => ({
  type: 'TimeZoneConfigured',
  data: { timeZone },
});
const billingMonthFirst: AreaConfigured = {
  type: 'AreaConfigured',
  data: { area: 'billing', currency: 'USD', locale: 'en-US', dateFormat: 'mm/dd/yyyy' },
};
const configureMoney = (data: ShopMoney): ConfigureMoney => command('ConfigureMoney', data);
const PESOS: ShopMoney = { currency: 'MXN', locale: 'es-MX', decimals: 2 };
const pesosConfigured: MoneyConfigured = { type: 'MoneyConfigured', data: PESOS };
const dayFirst = { inventory: 'dd/mm/yyyy', consignment: 'dd/mm/yyyy', billing: 'dd/mm/yyyy' } as const;
const areasIn = (money: ShopMoney, dates: Record<Area, DateFormat> = dayFirst) =>
  Object.fromEntries(
    AREAS.map((a) => [a, { currency: money.currency, locale: money.locale, dateFormat: dates[a] }]),
  ) as Record<Area, AreaSettings>;

describe('settings with their defaults', () => {
  it("holds IVA 19 %, dd/mm/yyyy and one money for the shop: Miami's dollars in every area", () => {
    spec
      .given([])
      .when(configureTaxRate(19))
      .thenState({
        status: 'defaults',
        taxRateBasisPoints: 1900,
        areas: areasIn(DEFAULT_SHOP_MONEY),
        timeZone: 'America/New_York',
        maxDiscountBasisPoints: 5000,
        system: DEFAULT_SYSTEM_CONFIG,
        money: { currency: 'USD', locale: 'en-US', decimals: 2 },
      });
  });

  it('configures another tax rate, kept in basis points', () => {
    spec
      .given([])
      .when(configureTaxRate(16))
      .then([taxRateConfigured(1600)]);
    spec
      .given([])
      .when(configureTaxRate(19.99))
      .then([taxRateConfigured(1999)]);
    spec
      .given([])
      .when(configureTaxRate(0))
      .then([taxRateConfigured(0)]);
  });

  it('decides nothing when the tax rate is already the one asked for', () => {
    spec.given([]).when(configureTaxRate(19)).thenNothing();
    spec.given([]).when(configureTaxRate(19.0)).thenNothing();
  });

  it('refuses a rate outside 0–100 or with more than 2 decimals', () => {
    spec.given([]).when(configureTaxRate(-1)).thenThrows('SETTINGS.TAX_RATE_OUT_OF_RANGE');
    spec.given([]).when(configureTaxRate(100.01)).thenThrows('SETTINGS.TAX_RATE_OUT_OF_RANGE');
    spec.given([]).when(configureTaxRate(Number.NaN)).thenThrows('SETTINGS.TAX_RATE_OUT_OF_RANGE');
    spec.given([]).when(configureTaxRate(16.125)).thenThrows('SETTINGS.TAX_RATE_TOO_PRECISE');
  });

  it("configures an area's date format; the event names the shop's money", () => {
    spec
      .given([])
      .when(configureArea({ area: 'billing', dateFormat: 'mm/dd/yyyy' }))
      .then([billingMonthFirst]);
    spec
      .given([])
      .when(configureArea({ area: 'billing', currency: 'USD', locale: 'en-US', dateFormat: 'mm/dd/yyyy' }))
      .then([billingMonthFirst]);
  });

  it('decides nothing when the area already looks like that', () => {
    spec
      .given([])
      .when(configureArea({ area: 'inventory', dateFormat: 'dd/mm/yyyy' }))
      .thenNothing();
  });

  it("refuses an area's currency or locale other than the shop's, a malformed date format or area", () => {
    const ok = { area: 'billing', dateFormat: 'dd/mm/yyyy' } as const;
    spec
      .given([])
      .when(configureArea({ ...ok, currency: 'COP' }))
      .thenThrows('SETTINGS.CURRENCY_IS_THE_SHOPS');
    spec
      .given([])
      .when(configureArea({ ...ok, locale: 'es-CO' }))
      .thenThrows('SETTINGS.CURRENCY_IS_THE_SHOPS');
    const badFormat = { ...ok, dateFormat: 'yyyy/dd/mm' } as unknown as ConfigureArea['data'];
    spec.given([]).when(configureArea(badFormat)).thenThrows('SETTINGS.INVALID_DATE_FORMAT');
    const badArea = { ...ok, area: 'payroll' } as unknown as ConfigureArea['data'];
    spec.given([]).when(configureArea(badArea)).thenThrows('SETTINGS.UNKNOWN_AREA');
  });
});

describe("the shop's one money (issue 43)", () => {
  it("configures one of the spec's readings for every area at once; the same again decides nothing", () => {
    spec.given([]).when(configureMoney(PESOS)).then([pesosConfigured]);
    spec.given([pesosConfigured]).when(configureMoney(PESOS)).thenNothing();
    spec.given([]).when(configureMoney(DEFAULT_SHOP_MONEY)).thenNothing();
    spec
      .given([billingMonthFirst, pesosConfigured])
      .when(configureTaxRate(19))
      .thenState({
        ...initialSettings(),
        status: 'customized',
        money: PESOS,
        areas: areasIn(PESOS, { ...dayFirst, billing: 'mm/dd/yyyy' }),
      });
  });

  it('keeps the money in every area when an event from before it named another currency', () => {
    const oldCop: AreaConfigured = {
      type: 'AreaConfigured',
      data: { area: 'billing', currency: 'COP', locale: 'es-CO', dateFormat: 'dd/mm/yyyy' },
    };
    spec
      .given([oldCop])
      .when(configureTaxRate(19))
      .thenState({ ...initialSettings(), status: 'customized', areas: areasIn(DEFAULT_SHOP_MONEY) });
  });

  it('refuses a malformed currency, an unknown locale or decimals outside 0–2', () => {
    spec
      .given([])
      .when(configureMoney({ ...PESOS, currency: 'mxn' }))
      .thenThrows('SETTINGS.INVALID_CURRENCY');
    spec
      .given([])
      .when(configureMoney({ ...PESOS, locale: 'spanish' }))
      .thenThrows('SETTINGS.INVALID_LOCALE');
    spec
      .given([])
      .when(configureMoney({ ...PESOS, decimals: 3 }))
      .thenThrows('SETTINGS.INVALID_DECIMALS');
    spec
      .given([])
      .when(configureMoney({ ...PESOS, decimals: 1.5 }))
      .thenThrows('SETTINGS.INVALID_DECIMALS');
  });

  it('formats every amount with its decimals', () => {
    expect(moneyFormat(DEFAULT_SHOP_MONEY).format(1450)).toBe('$1,450.00');
    expect(moneyFormat({ ...DEFAULT_SHOP_MONEY, decimals: 0 }).format(1450.4)).toBe('$1,450');
    expect(moneyFormat({ currency: 'COP', locale: 'es-CO', decimals: 2 }).format(1450)).toBe('$\u00a01.450,00');
  });
});

describe('settings after the owner customized them', () => {
  const history = [taxRateConfigured(1600), billingMonthFirst];

  it('decides nothing for the value already configured, even if it differs from the default', () => {
    spec.given(history).when(configureTaxRate(16)).thenNothing();
    spec
      .given(history)
      .when(configureArea({ ...billingMonthFirst.data }))
      .thenNothing();
  });

  it('goes back to the default value with a new event', () => {
    spec
      .given(history)
      .when(configureTaxRate(19))
      .then([taxRateConfigured(1900)]);
    spec
      .given(history)
      .when(configureArea({ area: 'billing', dateFormat: 'dd/mm/yyyy' }))
      .then([
        {
          type: 'AreaConfigured',
          data: { area: 'billing', currency: 'USD', locale: 'en-US', dateFormat: 'dd/mm/yyyy' },
        },
      ]);
  });

  it('leaves the other areas as they were', () => {
    spec
      .given(history)
      .when(configureTaxRate(21))
      .thenState({
        status: 'customized',
        taxRateBasisPoints: 2100,
        areas: areasIn(DEFAULT_SHOP_MONEY, { ...dayFirst, billing: 'mm/dd/yyyy' }),
        timeZone: 'America/New_York',
        maxDiscountBasisPoints: 5000,
        system: DEFAULT_SYSTEM_CONFIG,
        money: DEFAULT_SHOP_MONEY,
      });
  });
});

describe("the shop's time zone (issue 13: the reports' periods)", () => {
  it('configures an IANA zone; the default one decides nothing', () => {
    spec
      .given([])
      .when(configureTimeZone('America/Bogota'))
      .then([timeZoneConfigured('America/Bogota')]);
    spec.given([]).when(configureTimeZone('America/New_York')).thenNothing();
  });

  it('decides nothing for the zone already configured, and goes back to the default with an event', () => {
    const bogota = [timeZoneConfigured('America/Bogota')];
    spec.given(bogota).when(configureTimeZone('America/Bogota')).thenNothing();
    spec
      .given(bogota)
      .when(configureTimeZone('America/New_York'))
      .then([timeZoneConfigured('America/New_York')]);
  });

  it('keeps the zone in the state beside the other settings', () => {
    spec
      .given([taxRateConfigured(1600), timeZoneConfigured('America/Mexico_City')])
      .when(configureTaxRate(16))
      .thenState({
        ...initialSettings(),
        status: 'customized',
        taxRateBasisPoints: 1600,
        timeZone: 'America/Mexico_City',
      });
  });

  it('refuses an unknown name, a NUL, an empty name and one longer than 64 characters', () => {
    for (const timeZone of ['Mars/Olympus', 'America/New_York\u0000', '', `America/${'X'.repeat(57)}`]) {
      spec.given([]).when(configureTimeZone(timeZone)).thenThrows('SETTINGS.UNKNOWN_TIME_ZONE');
    }
  });
});

describe('the counter discount cap (issue 17)', () => {
  const configureCap = (maxDiscountPercent: number): ConfigureDiscountCap =>
    command('ConfigureDiscountCap', { maxDiscountPercent });
  const capConfigured = (maxDiscountBasisPoints: number): DiscountCapConfigured => ({
    type: 'DiscountCapConfigured',
    data: { maxDiscountBasisPoints },
  });

  it('is 50 % until changed; a new cap is an event, the same one nothing', () => {
    spec.given([]).when(configureCap(50)).thenNothing();
    spec
      .given([])
      .when(configureCap(15.5))
      .then([capConfigured(1550)]);
    spec
      .given([capConfigured(1550)])
      .when(configureCap(15.5))
      .thenNothing();
    spec
      .given([capConfigured(1550)])
      .when(configureCap(0))
      .thenState({ ...initialSettings(), status: 'customized', maxDiscountBasisPoints: 0 });
  });

  it('refuses a cap outside 0–100 % or with more than two decimals', () => {
    for (const cap of [-1, 100.01, Number.NaN, Number.POSITIVE_INFINITY])
      spec.given([]).when(configureCap(cap)).thenThrows('SETTINGS.DISCOUNT_CAP_OUT_OF_RANGE');
    spec.given([]).when(configureCap(10.005)).thenThrows('SETTINGS.DISCOUNT_CAP_TOO_PRECISE');
  });
});
