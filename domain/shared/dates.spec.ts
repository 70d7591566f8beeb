import { describe, expect, it } from 'vitest';
import { isIsoDay } from './dates';

describe('isIsoDay', () => {
  it('takes a real calendar day and refuses every other text without throwing', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    // Month 13 and day 32 are Invalid Dates in JavaScript (toISOString throws on them).
    for (const day of ['2026-13-01', '2026-01-32', '2026-00-10', '2026-02-30', '2026-2-3', '', null, undefined])
      expect(isIsoDay(day)).toBe(false);
  });
});
