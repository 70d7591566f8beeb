import { describe, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import type { ConfigureArea, ConfigureDiscountCap, ConfigureTaxRate, ConfigureTimeZone } from './commands';
import type { AreaConfigured, DiscountCapConfigured, TaxRateConfigured, TimeZoneConfigured } from './events';
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
const billingInUsd: AreaConfigured = {
  type: 'AreaConfigured',
  data: { area: 'billing', currency: 'USD', locale: 'en-US', dateFormat: 'mm/dd/yyyy' },
};

describe('settings with the defaults of the spec', () => {
  it('holds IVA 19 %, MXN/es-MX for inventory and consignment, COP dd/mm/yyyy for billing', () => {
    spec
      .given([])
      .when(configureTaxRate(19))
      .thenState({
        status: 'defaults',
        taxRateBasisPoints: 1900,
        areas: {
          inventory: { currency: 'MXN', locale: 'es-MX', dateFormat: 'dd/mm/yyyy' },
          consignment: { currency: 'MXN', locale: 'es-MX', dateFormat: 'dd/mm/yyyy' },
          billing: { currency: 'COP', locale: 'es-CO', dateFormat: 'dd/mm/yyyy' },
        },
        timeZone: 'America/New_York',
        maxDiscountBasisPoints: 5000,
        system: DEFAULT_SYSTEM_CONFIG,
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

  it('configures an area', () => {
    spec
      .given([])
      .when(configureArea({ area: 'billing', currency: 'USD', locale: 'en-US', dateFormat: 'mm/dd/yyyy' }))
      .then([billingInUsd]);
  });

  it('decides nothing when the area already looks like that', () => {
    spec
      .given([])
      .when(configureArea({ area: 'inventory', currency: 'MXN', locale: 'es-MX', dateFormat: 'dd/mm/yyyy' }))
      .thenNothing();
  });

  it('refuses a malformed currency, locale, date format or area', () => {
    const ok = { area: 'billing', currency: 'COP', locale: 'es-CO', dateFormat: 'dd/mm/yyyy' } as const;
    spec
      .given([])
      .when(configureArea({ ...ok, currency: 'cop' }))
      .thenThrows('SETTINGS.INVALID_CURRENCY');
    spec
      .given([])
      .when(configureArea({ ...ok, locale: 'spanish' }))
      .thenThrows('SETTINGS.INVALID_LOCALE');
    const badFormat = { ...ok, dateFormat: 'yyyy/dd/mm' } as unknown as ConfigureArea['data'];
    spec.given([]).when(configureArea(badFormat)).thenThrows('SETTINGS.INVALID_DATE_FORMAT');
    const badArea = { ...ok, area: 'payroll' } as unknown as ConfigureArea['data'];
    spec.given([]).when(configureArea(badArea)).thenThrows('SETTINGS.UNKNOWN_AREA');
  });
});

describe('settings after the owner customized them', () => {
  const history = [taxRateConfigured(1600), billingInUsd];

  it('decides nothing for the value already configured, even if it differs from the default', () => {
    spec.given(history).when(configureTaxRate(16)).thenNothing();
    spec
      .given(history)
      .when(configureArea({ ...billingInUsd.data }))
      .thenNothing();
  });

  it('goes back to the default value with a new event', () => {
    spec
      .given(history)
      .when(configureTaxRate(19))
      .then([taxRateConfigured(1900)]);
    spec
      .given(history)
      .when(configureArea({ area: 'billing', currency: 'COP', locale: 'es-CO', dateFormat: 'dd/mm/yyyy' }))
      .then([
        {
          type: 'AreaConfigured',
          data: { area: 'billing', currency: 'COP', locale: 'es-CO', dateFormat: 'dd/mm/yyyy' },
        },
      ]);
  });

  it('leaves the other areas as they were', () => {
    const { areas } = initialSettings();
    spec
      .given(history)
      .when(configureTaxRate(21))
      .thenState({
        status: 'customized',
        taxRateBasisPoints: 2100,
        areas: { ...areas, billing: { currency: 'USD', locale: 'en-US', dateFormat: 'mm/dd/yyyy' } },
        timeZone: 'America/New_York',
        maxDiscountBasisPoints: 5000,
        system: DEFAULT_SYSTEM_CONFIG,
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
