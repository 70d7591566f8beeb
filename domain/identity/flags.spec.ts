import { describe, expect, it } from 'vitest';
import { API_ROUTE_FLAGS, apiFlagOf, DEFAULT_SYSTEM_FLAGS, ROUTE_FLAGS, routeFlagOf, SYSTEM_FLAGS } from './flags';
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

  it('guard the subscription and tracking APIs by their route patterns', () => {
    expect(apiFlagOf('/api/subscriptions/:id/charges/:cycleDay/pay')).toBe('enableSubscriptions');
    expect(apiFlagOf('/api/track/:trackingCode/live')).toBe('enableDeliveryTracking');
    expect(apiFlagOf('/api/subscriptionsx')).toBeUndefined();
    expect(apiFlagOf('/api/settings/system')).toBeUndefined();
    expect(new Set(Object.values(API_ROUTE_FLAGS))).toEqual(new Set(['enableSubscriptions', 'enableDeliveryTracking']));
  });

  it('ship with the bot off and the rest on (spec 9)', () => {
    expect(SYSTEM_FLAGS.filter((f) => !DEFAULT_SYSTEM_FLAGS[f])).toEqual(['enableBotSupport']);
  });
});
