import { describe, expect, it } from 'vitest';
import { timelineSteps } from '../../frontend/src/features/orders/lib/status';

// Issue 43: the order's way as tracking and the order sheet draw it — the driver's pick-up a step of
// its own with its time, and no step ticked without the time it was taken.

const placed = { status: 'pending' as const, at: '2026-01-15T08:00:00.000Z' };
const left = { status: 'out_for_delivery' as const, at: '2026-01-15T14:05:00.000Z' };
const pickedUp = '2026-01-15T14:00:00.000Z';
const shown = (steps: ReturnType<typeof timelineSteps>) => steps.map((s) => [s.status, s.state, s.at ?? null]);

describe("an order's way", () => {
  it('stands at the pick-up, with its time, once the driver has the package and the route has not started', () => {
    expect(shown(timelineSteps('pending', [placed], pickedUp))).toEqual([
      ['pending', 'done', placed.at],
      ['confirmed', 'skipped', null],
      ['preparing', 'skipped', null],
      ['ready', 'skipped', null],
      ['picked_up', 'current', pickedUp],
      ['out_for_delivery', 'upcoming', null],
      ['delivered', 'upcoming', null],
    ]);
  });

  it('ticks the pick-up with its time once on the way; steps the warehouse never marked stay unticked', () => {
    const steps = timelineSteps('out_for_delivery', [placed, left], pickedUp);
    expect(steps.filter((s) => s.state === 'done').map((s) => [s.status, s.at])).toEqual([
      ['pending', placed.at],
      ['picked_up', pickedUp],
    ]);
    expect(steps.find((s) => s.state === 'current')).toMatchObject({ status: 'out_for_delivery', at: left.at });
  });

  it('waits for the pick-up while its delivery has none, and leaves it out where no delivery is known', () => {
    expect(timelineSteps('pending', [placed], null).find((s) => s.status === 'picked_up')?.state).toBe('upcoming');
    expect(timelineSteps('pending', [placed]).map((s) => s.status)).not.toContain('picked_up');
  });
});
