import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../delivery/schedule';
import { addDays } from '../shared/dates';
import {
  cycleDay,
  deliveryDays,
  FREQUENCIES,
  firstCycleDay,
  isPaused,
  nextDelivery,
  startWeekday,
  type Pause,
} from './schedule';

// Issue 16's property: for random plans, start dates, pauses, skips and resumes over two years, the
// delivery dates are strictly increasing, on the plan's spacing, never on a Sunday, never inside a
// pause, and monthly dates never drift from the anchor's day of the month.

const day = fc.integer({ min: 0, max: 730 }).map((n) => addDays('2026-01-01', n));
const pause = fc
  .tuple(fc.integer({ min: 0, max: 700 }), fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }))
  .map(([start, length]): Pause => {
    const from = addDays('2026-01-01', start);
    return { from, until: length === null ? null : addDays(from, length) };
  });
const plan = fc.record({
  frequency: fc.constantFrom(...FREQUENCIES),
  start: day,
  weekday: fc.integer({ min: 1, max: 6 }),
  pauses: fc.array(pause, { maxLength: 3 }),
  skipped: fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 6 }),
});
const lastDayOf = (d: string) => new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)), 0)).getUTCDate();

describe('the subscription schedule', () => {
  it('is increasing, on its spacing, never on Sunday, never paused, and monthly never drifts', () => {
    fc.assert(
      fc.property(plan, ({ frequency, start, weekday, pauses, skipped }) => {
        const anchor = firstCycleDay(start, weekday);
        const cadence = { frequency, anchor };
        const skips = skipped.map((k) => cycleDay(cadence, k));
        const to = addDays(start, 730);
        const days = deliveryDays(cadence, start, to, { skips, pauses });
        const all = deliveryDays(cadence, start, to);
        for (const [i, d] of days.entries()) {
          if (i > 0) expect(d > days[i - 1]!).toBe(true);
          expect(weekdayOf(d)).not.toBe(7);
          expect(isPaused(d, pauses)).toBe(false);
          expect(all).toContain(d); // pauses and skips take cycles out, never move one
        }
        for (const [i, d] of all.entries()) {
          const own = cycleDay(cadence, i);
          expect(d === own || (weekdayOf(own) === 7 && d === addDays(own, 1))).toBe(true);
          if (frequency === 'monthly') {
            const wanted = Math.min(Number(anchor.slice(8)), lastDayOf(own));
            expect(Number(own.slice(8))).toBe(wanted);
          } else {
            expect(own).toBe(addDays(anchor, i * (frequency === 'weekly' ? 7 : 14)));
            expect(weekdayOf(d)).toBe(weekday); // weekly cycles stay on the preferred day
          }
        }
        for (const s of skips) expect(days).not.toContain(s);
      }),
      { numRuns: 300 },
    );
  });

  it('resumes from the next cycle after a pause, never backfilling the ones it missed', () => {
    const cadence = { frequency: 'weekly' as const, anchor: '2026-03-02' }; // Mondays
    const pauses = [{ from: '2026-03-10', until: '2026-03-25' }];
    expect(deliveryDays(cadence, '2026-03-01', '2026-04-06', { pauses })).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-30',
      '2026-04-06',
    ]);
    expect(nextDelivery(cadence, '2026-03-12', { pauses })).toBe('2026-03-30');
    expect(nextDelivery(cadence, '2026-03-12', { pauses: [{ from: '2026-03-10', until: null }] })).toBeNull();
  });

  it('puts the 31st on a short month’s last day, and a Sunday’s delivery on the Monday after', () => {
    const cadence = { frequency: 'monthly' as const, anchor: '2026-01-31' };
    expect([0, 1, 2, 3].map((k) => cycleDay(cadence, k))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    // 2026-05-31 is a Sunday.
    expect(deliveryDays(cadence, '2026-05-01', '2026-06-30')).toEqual(['2026-06-01', '2026-06-30']);
    expect(nextDelivery(cadence, '2026-06-01')).toBe('2026-06-01');
  });

  it('without a chosen weekday, starts on the start itself (a Sunday start: the Monday after)', () => {
    fc.assert(
      fc.property(day, (start) => {
        const first = firstCycleDay(start, startWeekday(start));
        expect(first).toBe(weekdayOf(start) === 7 ? addDays(start, 1) : start);
      }),
    );
  });
});
