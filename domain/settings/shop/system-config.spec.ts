import { describe, expect, it } from 'vitest';
import { flagAllows, flagOn } from '../../identity';
import { command, specFor } from '../../shared/given-when-then';
import type { ConfigureSystem } from './commands';
import { DEFAULT_SYSTEM_CONFIG, type SystemConfig } from './system-config';
import { configureSystemBody, systemConfigOf } from './system-config-body';
import { settingsDecider } from '..';

const spec = specFor(settingsDecider);
const configure = (data: SystemConfig): ConfigureSystem => command('ConfigureSystem', data);
const off = (c: SystemConfig): SystemConfig => ({ ...c, flags: { ...c.flags, enableSubscriptions: false } });

describe('the system config of spec 3', () => {
  it('starts as Flora in #6200EA with subscriptions and tracking on and the bot off (spec 9)', () => {
    expect(DEFAULT_SYSTEM_CONFIG.systemName).toBe('Flora');
    expect(DEFAULT_SYSTEM_CONFIG.theme.primary).toBe('#6200EA');
    expect(settingsDecider.initialState().system.flags).toEqual({
      enableSubscriptions: true,
      enableDeliveryTracking: true,
      enableBotSupport: false,
    });
  });

  it('records a change whole, and the same config again records nothing', () => {
    const changed = off(DEFAULT_SYSTEM_CONFIG);
    spec
      .given([])
      .when(configure(changed))
      .then([{ type: 'SystemConfigured', data: changed }]);
    spec
      .given([{ type: 'SystemConfigured', data: changed }])
      .when(configure(changed))
      .thenNothing();
    spec.given([]).when(configure(DEFAULT_SYSTEM_CONFIG)).thenNothing();
  });

  it('refuses a colour that is not #RRGGBB and a name of only blanks, arriving from anywhere', () => {
    const badColour = { ...DEFAULT_SYSTEM_CONFIG, theme: { ...DEFAULT_SYSTEM_CONFIG.theme, accent: 'red' } };
    spec.given([]).when(configure(badColour)).thenThrows('SETTINGS.COLOUR_INVALID');
    spec
      .given([])
      .when(configure({ ...DEFAULT_SYSTEM_CONFIG, systemName: '   ' }))
      .thenThrows('SETTINGS.SYSTEM_NAME_INVALID');
  });

  it('takes the form body in pesos and keeps centavos, colours uppercased, name trimmed', () => {
    const body = configureSystemBody.parse({
      systemName: '  Flora Miami ',
      theme: { primary: '#00aa88', secondary: '#8a8a8e', accent: '#112233' },
      prices: { smallArrangement: 35.5, mediumArrangement: 55, largeArrangement: 75 },
      flags: { enableSubscriptions: true, enableDeliveryTracking: false, enableBotSupport: true },
    });
    expect(systemConfigOf(body)).toMatchObject({
      systemName: 'Flora Miami',
      theme: { primary: '#00AA88', accent: '#112233' },
      prices: { smallArrangementCents: 3550, mediumArrangementCents: 5500 },
    });
  });

  it('refuses at the edge unknown keys, three decimals and a NUL in the name', () => {
    const good = {
      systemName: 'Flora',
      theme: { primary: '#6200EA', secondary: '#8A8A8E', accent: '#6200EA' },
      prices: { smallArrangement: 35, mediumArrangement: 55, largeArrangement: 75 },
      flags: { enableSubscriptions: true, enableDeliveryTracking: true, enableBotSupport: false },
    };
    expect(configureSystemBody.safeParse(good).success).toBe(true);
    expect(configureSystemBody.safeParse({ ...good, extra: 1 }).success).toBe(false);
    expect(
      configureSystemBody.safeParse({ ...good, prices: { ...good.prices, smallArrangement: 1.005 } }).success,
    ).toBe(false);
    expect(configureSystemBody.safeParse({ ...good, systemName: 'Flo\u0000ra' }).success).toBe(false);
  });
});

describe('the flags as the bot, the guards and the navigation ask them', () => {
  it("answers the bot's flag off by default (spec 9), and on once configured", () => {
    expect(flagOn(DEFAULT_SYSTEM_CONFIG, 'enableBotSupport')).toBe(false);
    expect(flagOn(null, 'enableBotSupport')).toBe(false);
    const botOn = { ...DEFAULT_SYSTEM_CONFIG, flags: { ...DEFAULT_SYSTEM_CONFIG.flags, enableBotSupport: true } };
    expect(flagOn(botOn, 'enableBotSupport')).toBe(true);
  });

  it('hides every subscription screen and only those when subscriptions are off', () => {
    const flags = off(DEFAULT_SYSTEM_CONFIG).flags;
    for (const path of ['/subscriptions', '/subscriptions/abc', '/subscription/plans', '/admin/subscription/new'])
      expect(flagAllows(flags, path), path).toBe(false);
    for (const path of ['/catalog', '/admin', '/admin/subscriptionsX', '/track/F-1'])
      expect(flagAllows(flags, path), path).toBe(true);
    expect(flagAllows(DEFAULT_SYSTEM_CONFIG.flags, '/subscriptions')).toBe(true);
    expect(flagAllows({ ...DEFAULT_SYSTEM_CONFIG.flags, enableDeliveryTracking: false }, '/track/F-1')).toBe(false);
  });
});
