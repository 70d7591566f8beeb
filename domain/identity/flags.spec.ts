import { describe, expect, it } from 'vitest';
import {
  API_ROUTE_FLAGS,
  apiFlagOf,
  DEFAULT_SYSTEM_FLAGS,
  FLAG_OFF_MESSAGES,
  FLAG_OFF_STATUS,
  ROUTE_FLAGS,
  routeFlagOf,
  SYSTEM_FLAGS,
} from './flags';
import { ROUTE_ACCESS } from './routes';

// The flags' tables against the route table: a prefix that matched no screen would hide nothing.
describe('the flags of spec 3', () => {
  it('name at least one screen of the route table with every prefix', () => {
    const screens = Object.keys(ROUTE_ACCESS);
    for (const prefix of Object.keys(ROUTE_FLAGS))
      expect(
        screens.filter((s) => routeFlagOf(s) && (s === prefix || s.startsWith(`${prefix}/`))),
        prefix,
      ).not.toEqual([]);
  });

  it('leave every other screen to the role table alone', () => {
    const flagged = Object.keys(ROUTE_ACCESS).filter((s) => routeFlagOf(s));
    expect(flagged.sort()).toEqual([
      '/admin/subscription',
      '/admin/subscription/:id',
      '/admin/subscription/deliveries',
      '/admin/subscription/new',
      '/admin/subscription/plans',
      '/subscription/plans',
      '/subscriptions',
      '/subscriptions/:id',
      '/track/:trackingCode',
    ]);
  });

  it('guard the subscription, tracking and bot APIs by their route patterns', () => {
    expect(apiFlagOf('/api/subscriptions/:id/charges/:cycleDay/pay')).toBe('enableSubscriptions');
    expect(apiFlagOf('/api/track/:trackingCode/live')).toBe('enableDeliveryTracking');
    expect(apiFlagOf('/api/bot/message')).toBe('enableBotSupport');
    expect(apiFlagOf('/api/botx')).toBeUndefined();
    expect(apiFlagOf('/api/subscriptionsx')).toBeUndefined();
    expect(apiFlagOf('/api/settings/system')).toBeUndefined();
    expect(new Set(Object.values(API_ROUTE_FLAGS))).toEqual(new Set(SYSTEM_FLAGS));
  });

  it("answer the disabled bot's calls 503 in the spec's words, the others 403", () => {
    expect(FLAG_OFF_STATUS).toEqual({ enableSubscriptions: 403, enableDeliveryTracking: 403, enableBotSupport: 503 });
    expect(FLAG_OFF_MESSAGES.enableBotSupport).toBe('Flora-Bot is disabled');
  });

  it('ship with the bot off and the rest on (spec 9)', () => {
    expect(SYSTEM_FLAGS.filter((f) => !DEFAULT_SYSTEM_FLAGS[f])).toEqual(['enableBotSupport']);
  });
});
