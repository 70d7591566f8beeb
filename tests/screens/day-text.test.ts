import { describe, expect, it } from 'vitest';
import { dayOrderOf, dayText, parseDayText, shiftDay, withSlashes } from '../../frontend/src/lib/day-text';

// Issue 43: the shared date field shows and takes a day in the app's language, whatever the
// browser's locale — dd/mm/aaaa on a Spanish page, mm/dd/yyyy in English — and holds it as ISO.

describe('a day as a person reads and types it', () => {
  it('is dd/mm/aaaa in Spanish and mm/dd/yyyy in English', () => {
    expect(dayOrderOf('es')).toBe('dmy');
    expect(dayOrderOf('en-US')).toBe('mdy');
    expect(dayText('2026-12-31', 'dmy')).toBe('31/12/2026');
    expect(dayText('2026-12-31', 'mdy')).toBe('12/31/2026');
    expect(dayText('', 'dmy')).toBe('');
  });

  it('reads what was typed in the language order, the eight digits alone, or an ISO day', () => {
    expect(parseDayText('31/12/2026', 'dmy')).toBe('2026-12-31');
    expect(parseDayText('5-1-2026', 'dmy')).toBe('2026-01-05');
    expect(parseDayText('01/05/2026', 'mdy')).toBe('2026-01-05');
    expect(parseDayText('31122026', 'dmy')).toBe('2026-12-31');
    expect(parseDayText('2026-02-28', 'mdy')).toBe('2026-02-28');
    expect(parseDayText('  ', 'dmy')).toBe('');
  });

  it('refuses a day that does not exist or is not whole', () => {
    expect(parseDayText('31/02/2026', 'dmy')).toBeNull();
    expect(parseDayText('12/31/2026', 'dmy')).toBeNull();
    expect(parseDayText('31/12', 'dmy')).toBeNull();
    expect(parseDayText('2026-13-01', 'dmy')).toBeNull();
    expect(parseDayText('29/02/2027', 'dmy')).toBeNull();
    expect(parseDayText('29/02/2028', 'dmy')).toBe('2028-02-29');
  });

  it('puts the slashes in while typing forward, and moves by days across months', () => {
    expect(withSlashes('3', '31')).toBe('31/');
    expect(withSlashes('31/1', '31/12')).toBe('31/12/');
    expect(withSlashes('31/', '31')).toBe('31');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
