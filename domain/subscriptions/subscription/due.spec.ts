import { describe, expect, it } from 'vitest';
import type { KnownSubscription } from './evolve';
import { cyclesDue } from './due';

// What the scheduler owes on a given day: the cycles delivered within the next two days, not yet
// made, not skipped or paused, and never a missed one from before today.

const weekly: KnownSubscription = {
  status: 'active',
  subscriptionId: 'sub-1',
  customerId: 'client-1',
  plan: { planId: 'weekly', name: 'Semanal', frequency: 'weekly', priceCents: 3999 },
  cadence: { frequency: 'weekly', anchor: '2026-01-20' }, // Tuesdays
  deliverTo: {
    deliveryAddress: { name: 'Casa', street: '1200 Brickell Ave', city: 'Miami', state: 'FL', zipCode: '33131' },
    recipientPhone: '',
    zone: { id: 'brickell', name: 'Brickell', estimatedDeliveryTime: 25 },
  },
  pauses: [],
  skips: [],
  cycles: {},
  lastScheduled: '',
};

describe('cyclesDue', () => {
  it('owes a cycle from two days before its delivery, once', () => {
    expect(cyclesDue(weekly, '2026-01-17')).toEqual([]);
    expect(cyclesDue(weekly, '2026-01-18')).toEqual([{ cycleDay: '2026-01-20', deliveryDay: '2026-01-20' }]);
    const made = { ...weekly, cycles: { '2026-01-20': 'due' as const }, lastScheduled: '2026-01-20' };
    expect(cyclesDue(made, '2026-01-19')).toEqual([]);
    expect(cyclesDue(weekly, '2026-01-18', 9)).toHaveLength(2);
  });
  it('never backfills a cycle whose day has passed, nor one skipped, paused or cancelled', () => {
    expect(cyclesDue(weekly, '2026-01-21')).toEqual([]);
    expect(cyclesDue({ ...weekly, skips: ['2026-01-20'] }, '2026-01-19')).toEqual([]);
    expect(cyclesDue({ ...weekly, pauses: [{ from: '2026-01-19', until: null }] }, '2026-01-19')).toEqual([]);
    expect(cyclesDue({ ...weekly, status: 'cancelled' }, '2026-01-19')).toEqual([]);
  });
  it('owes a Sunday cycle for the Monday after', () => {
    const monthly = { ...weekly, cadence: { frequency: 'monthly' as const, anchor: '2026-05-31' } };
    expect(cyclesDue(monthly, '2026-05-31')).toEqual([{ cycleDay: '2026-05-31', deliveryDay: '2026-06-01' }]);
    expect(cyclesDue(monthly, '2026-06-01')).toEqual([{ cycleDay: '2026-05-31', deliveryDay: '2026-06-01' }]);
  });
});
