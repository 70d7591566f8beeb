import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, SUBSCRIPTION_MESSAGES as M } from '../../domain/subscriptions';
import { expectProblem } from './inventory-support';
import { brickell } from './orders-support';
import { useSubscriptionsApi, weeklyBody } from './subscription-support';

// Issue 16's command contract: a customer subscribes and manages their own subscription; staff
// subscribe a customer and keep the plans; every refusal is problem+json in Spanish and appends nothing.

const { subscriptionsApi, token } = useSubscriptionsApi('subcmd');

describe('subscriptions: commands', () => {
  it('subscribes a customer to the weekly plan at 39.99, on Tuesdays from the first one', async () => {
    const api = await subscriptionsApi();
    const res = await api.post('/api/subscriptions', weeklyBody(), token('client', 'ana'));
    expect(res.statusCode, res.body).toBe(201);
    const { id, revision, position } = res.json();
    expect(revision).toBe(0);
    expect(typeof position).toBe('string');
    const [subscribed] = await api.events(id);
    expect(subscribed!.data).toMatchObject({
      customerId: 'ana',
      plan: { planId: 'weekly', priceCents: 3999, frequency: 'weekly' },
      zone: { name: 'Brickell' },
      cadence: { frequency: 'weekly', anchor: '2026-01-20' },
      recipientPhone: '+1 305 555 0101',
    });
  });

  // Issue 39: the start names the day; a weekday sent too still picks the first one on or after it.
  it('takes the weekday from the start when none is sent (a Sunday start: the Monday after)', async () => {
    const api = await subscriptionsApi();
    const cases: [string, number, string][] = [
      ['2026-01-16', 5, '2026-01-16'], // a Friday
      ['2026-01-17', 6, '2026-01-17'], // a Saturday
      ['2026-01-18', 1, '2026-01-19'], // a Sunday: no deliveries, so Mondays
    ];
    for (const [startDate, preferredDay, anchor] of cases) {
      const body: Record<string, unknown> = weeklyBody({ startDate });
      delete body.preferredDay;
      const res = await api.post('/api/subscriptions', body, token('client', `ana-${startDate}`));
      expect(res.statusCode, res.body).toBe(201);
      const [subscribed] = await api.events(res.json().id);
      expect(subscribed!.data).toMatchObject({ preferredDay, startDate, cadence: { anchor } });
    }
  });

  it('refuses an unknown plan, outside the zones, a past start, a Sunday, unknown keys: 400 in Spanish, no event', async () => {
    const api = await subscriptionsApi();
    const before = await api.countEvents();
    const cases: [object, string, string?][] = [
      [weeklyBody({ planId: 'daily' }), 'SUBSCRIPTION.UNKNOWN_PLAN'],
      [weeklyBody({ deliveryAddress: { ...brickell, zipCode: '10001' } }), 'SUBSCRIPTION.OUTSIDE_ZONES'],
      [weeklyBody({ startDate: '2026-01-14' }), 'SUBSCRIPTION.START_IN_PAST'],
      [weeklyBody({ preferredDay: 7 }), 'VALIDATION', M['SUBSCRIPTION.PREFERRED_DAY']],
      [weeklyBody({ startDate: '2026-02-30' }), 'VALIDATION', M['SUBSCRIPTION.START_REQUIRED']],
      [weeklyBody({ price: 1 }), 'VALIDATION'],
      [weeklyBody({ customerId: randomUUID() }), 'SUBSCRIPTION.CUSTOMER_STAFF_ONLY'],
    ];
    for (const [body, code, message] of cases) {
      const problem = expectProblem(await api.post('/api/subscriptions', body, token('client')), 400, code);
      const expected = message ?? (M as Record<string, string>)[code];
      if (expected) expect(JSON.stringify(problem)).toContain(expected);
    }
    expect(await api.countEvents()).toBe(before);
  });

  it('pauses, resumes, skips and cancels the own subscription; a cancelled one refuses a pause (409)', async () => {
    const api = await subscriptionsApi();
    const ana = token('client', 'ana');
    const id = await api.subscribe(ana);
    expect((await api.post(`/api/subscriptions/${id}/pause`, { until: null }, ana)).statusCode).toBe(201);
    expectProblem(await api.post(`/api/subscriptions/${id}/pause`, {}, ana), 409, 'SUBSCRIPTION.ALREADY_PAUSED');
    expect((await api.post(`/api/subscriptions/${id}/resume`, {}, ana)).statusCode).toBe(201);
    expect((await api.post(`/api/subscriptions/${id}/skip-next`, {}, ana)).statusCode).toBe(201);
    expectProblem(await api.post(`/api/subscriptions/${id}/cancel`, { reason: ' ' }, ana), 400, 'VALIDATION');
    expect((await api.post(`/api/subscriptions/${id}/cancel`, { reason: 'Me mudo' }, ana)).statusCode).toBe(201);
    const before = await api.countEvents();
    const refused = expectProblem(
      await api.post(`/api/subscriptions/${id}/pause`, {}, ana),
      409,
      'SUBSCRIPTION.CANCELLED',
    );
    expect(refused.detail).toBe(M['SUBSCRIPTION.CANCELLED']);
    expect(await api.countEvents()).toBe(before);
    expect((await api.events(id)).map((e) => e.type)).toEqual([
      'Subscribed',
      'SubscriptionPaused',
      'SubscriptionResumed',
      'SubscriptionCycleSkipped',
      'SubscriptionCancelled',
    ]);
  });

  it('answers 404 to a client acting on another customer’s subscription, exactly as an unknown one', async () => {
    const api = await subscriptionsApi();
    const id = await api.subscribe(token('client', 'ana'));
    const before = await api.countEvents();
    const other = token('client', 'beto');
    for (const [url, body] of [
      [`/api/subscriptions/${id}/pause`, {}],
      [`/api/subscriptions/${id}/cancel`, { reason: 'no' }],
      [`/api/subscriptions/${randomUUID()}/resume`, {}],
    ] as const) {
      const problem = expectProblem(await api.post(url, body, other), 404, 'SUBSCRIPTION.NOT_FOUND');
      expect(problem.detail).toBe(M['SUBSCRIPTION.NOT_FOUND']);
    }
    expectProblem(
      await api.patch(`/api/subscriptions/${id}`, { planId: 'monthly' }, other),
      404,
      'SUBSCRIPTION.NOT_FOUND',
    );
    expectProblem(await api.post(`/api/subscriptions/not-a-uuid/pause`, {}, other), 400, 'VALIDATION');
    expect(await api.countEvents()).toBe(before);
  });

  it('changes plan and address from the next cycle; refuses an address outside the zones', async () => {
    const api = await subscriptionsApi();
    const ana = token('client', 'ana');
    const id = await api.subscribe(ana);
    const beach = { ...brickell, street: '100 Ocean Dr', zipCode: '33139' };
    const res = await api.patch(`/api/subscriptions/${id}`, { planId: 'monthly', deliveryAddress: beach }, ana);
    expect(res.statusCode, res.body).toBe(201);
    expect((await api.events(id)).slice(1).map((e) => e.type)).toEqual([
      'SubscriptionAddressChanged',
      'SubscriptionPlanChanged',
    ]);
    expectProblem(
      await api.patch(`/api/subscriptions/${id}`, { deliveryAddress: { ...brickell, zipCode: '10001' } }, ana),
      400,
      'SUBSCRIPTION.OUTSIDE_ZONES',
    );
    expectProblem(await api.patch(`/api/subscriptions/${id}`, {}, ana), 400, 'VALIDATION');
  });

  it('lets staff subscribe a customer (named, existing) and keep the plans; a client may not', async () => {
    const api = await subscriptionsApi();
    const owner = token('owner');
    const ana = await api.user('client', 'Ana Pérez');
    expectProblem(await api.post('/api/subscriptions', weeklyBody(), owner), 400, 'SUBSCRIPTION.CUSTOMER_REQUIRED');
    expectProblem(
      await api.post('/api/subscriptions', weeklyBody({ customerId: randomUUID() }), owner),
      400,
      'SUBSCRIPTION.CUSTOMER_NOT_FOUND',
    );
    const id = await api.subscribe(owner, { customerId: ana.id });
    expect((await api.events(id))[0]!.data).toMatchObject({ customerId: ana.id });

    const plan = {
      code: 'premium',
      name: 'Premium semanal',
      frequency: 'weekly',
      price: 69.99,
      description: 'Lo mejor',
    };
    expect((await api.post('/api/subscriptions/plans', plan, token('client'))).statusCode).toBe(403);
    const added = await api.post('/api/subscriptions/plans', plan, token('admin'));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().id).toBe('premium');
    expectProblem(await api.post('/api/subscriptions/plans', { ...plan, code: 'otro' }, owner), 400, 'PLAN.NAME_TAKEN');
    expectProblem(await api.post('/api/subscriptions/plans', { ...plan, price: 0 }, owner), 400, 'VALIDATION');
    const off = await api.patch('/api/subscriptions/plans/premium', { active: false }, owner);
    expect(off.statusCode, off.body).toBe(201);
    expectProblem(await api.patch('/api/subscriptions/plans/nope', { active: false }, owner), 404, 'PLAN.NOT_FOUND');
    const inactive = expectProblem(
      await api.post('/api/subscriptions', weeklyBody({ planId: 'premium' }), token('client')),
      400,
      'SUBSCRIPTION.UNKNOWN_PLAN',
    );
    expect(inactive.detail).toBe(M['SUBSCRIPTION.UNKNOWN_PLAN']);
    expect(PLAN_MESSAGES['PLAN.NAME_TAKEN']).toBe('Ya existe un plan con ese nombre.');
  });

  it('settles a charge only for a cycle that has one, by staff only', async () => {
    const api = await subscriptionsApi();
    const id = await api.subscribe(token('client', 'ana'));
    const url = `/api/subscriptions/${id}/charges/2026-01-20/pay`;
    expect((await api.post(url, { method: 'cash' }, token('client', 'ana'))).statusCode).toBe(403);
    expectProblem(await api.post(url, { method: 'cash' }, token('admin')), 409, 'SUBSCRIPTION.NO_CHARGE');
    expectProblem(await api.post(url, { method: 'bitcoin' }, token('admin')), 400, 'VALIDATION');
  });
});
