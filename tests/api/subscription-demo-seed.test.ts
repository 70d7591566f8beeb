import { describe, expect, it } from 'vitest';
import { seedDemoSubscriptions } from '../../command-api/seed/subscriptions';
import { useSubscriptionsApi } from './subscription-support';

// The demo shop's subscriptions (npm start seeds them): the client's weekly one from today, delivered
// from tomorrow's weekday, and a biweekly one paused for three weeks; a restart adds nothing.

const { subscriptionsApi } = useSubscriptionsApi('subseed');

describe('the demo subscriptions', () => {
  it('seeds a weekly one and a paused biweekly one; a restart adds nothing', async () => {
    const api = await subscriptionsApi();
    const now = new Date('2026-06-13T16:00:00Z'); // a Saturday: tomorrow's deliveries are Monday's
    expect(await seedDemoSubscriptions(api.app.commands, now)).toEqual({ subscriptions: 2 });
    const before = await api.countEvents();
    expect(await seedDemoSubscriptions(api.app.commands, now)).toEqual({ subscriptions: 0 });
    expect(await api.countEvents()).toBe(before);
    const events = (await api.store.readAll({ limit: 100 })).filter((e) => e.streamId.startsWith('subscription-'));
    expect(events.map((e) => e.type)).toEqual(['Subscribed', 'Subscribed', 'SubscriptionPaused']);
    expect(events[0]!.data).toMatchObject({ plan: { planId: 'weekly' }, preferredDay: 1, startDate: '2026-06-13' });
    expect(events[2]!.data).toMatchObject({ pause: { from: '2026-06-13', until: '2026-07-04' } });
  });
});
