import { describe, expect, it } from 'vitest';
import { dateRangeBounds, shopDay } from './date-range';

// Spec 2.8's date filter, read the same by the read-api and the offline list: days inclusive,
// a week from Monday to Sunday, a month from its 1st to its last day.

describe('the date filter', () => {
  it('has no bounds for all', () => {
    expect(dateRangeBounds('all', '2026-01-15')).toEqual({});
  });

  it('is the day itself for today', () => {
    expect(dateRangeBounds('today', '2026-01-15')).toEqual({ from: '2026-01-15', to: '2026-01-15' });
  });

  it('is Monday to Sunday for this week, across a month or a year', () => {
    expect(dateRangeBounds('week', '2026-01-15')).toEqual({ from: '2026-01-12', to: '2026-01-18' }); // a Thursday
    expect(dateRangeBounds('week', '2026-04-01')).toEqual({ from: '2026-03-30', to: '2026-04-05' }); // a Wednesday
    expect(dateRangeBounds('week', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' }); // a Sunday ends its week
    expect(dateRangeBounds('week', '2026-03-02')).toEqual({ from: '2026-03-02', to: '2026-03-08' }); // a Monday starts one
    expect(dateRangeBounds('week', '2025-12-31')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
  });

  it('is the 1st to the last day for this month, February included', () => {
    expect(dateRangeBounds('month', '2026-01-15')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(dateRangeBounds('month', '2026-04-30')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(dateRangeBounds('month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(dateRangeBounds('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' }); // leap year
    expect(dateRangeBounds('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('is what was chosen for custom, a blank end leaving it open', () => {
    expect(dateRangeBounds('custom', '2026-01-15', '2026-01-01', '2026-01-10')).toEqual({
      from: '2026-01-01',
      to: '2026-01-10',
    });
    expect(dateRangeBounds('custom', '2026-01-15', '2026-01-01', '')).toEqual({
      from: '2026-01-01',
      to: undefined,
    });
    expect(dateRangeBounds('custom', '2026-01-15')).toEqual({ from: undefined, to: undefined });
  });
});

describe('the shop’s day', () => {
  it('turns at midnight in Miami, not in UTC', () => {
    expect(shopDay(new Date('2026-01-15T04:59:00Z'))).toBe('2026-01-14');
    expect(shopDay(new Date('2026-01-15T05:00:00Z'))).toBe('2026-01-15');
    expect(shopDay(new Date('2026-07-15T03:59:00Z'))).toBe('2026-07-14'); // summer time: UTC-4
    expect(shopDay(new Date('2026-07-15T04:00:00Z'))).toBe('2026-07-15');
  });
});
