import { describe, expect, it } from 'vitest';
import {
  date,
  indexedText,
  INDEXED_TEXT_MAX,
  INT4,
  INT8,
  int4,
  int8,
  storableJsonText,
  text,
  textArray,
  timestamp,
  timestampOr,
  UNKNOWN_TIME,
} from '../../projections/engine/column-values';

// What a column takes: valid values pass untouched (so no rebuild is due for rows already built),
// every other one becomes something the column holds. The projections' tests show the columns.

describe('column values', () => {
  it('passes valid values through unchanged', () => {
    expect(text('Rosa roja ñ 🌷')).toBe('Rosa roja ñ 🌷');
    expect(int4(42)).toBe(42);
    expect(int8(1_234_567_890_123)).toBe(1_234_567_890_123);
    expect(timestamp('2026-11-21T10:00:00.123+02:00')).toBe('2026-11-21T10:00:00.123+02:00');
    expect(timestamp('2024-02-29T23:59:59Z')).toBe('2024-02-29T23:59:59Z');
    expect(date('2026-12-31')).toBe('2026-12-31');
    const data = { a: ['x', { b: 'y 🌷' }], c: 'a literal \\u0000 typed' };
    expect(storableJsonText(data)).toBe(JSON.stringify(data));
  });

  it('makes text storable: no NUL, no lone surrogate; other values as their JSON text', () => {
    expect(text('a\u0000b')).toBe('ab');
    expect(text('a\ud800b\udc00')).toBe('a\ufffdb\ufffd');
    expect(text('🌷\ud83c')).toBe('🌷\ufffd');
    expect(text(5)).toBe('5');
    expect(text({ a: 1 })).toBe('{"a":1}');
    expect(text(undefined)).toBeNull();
    expect(JSON.parse(storableJsonText({ 'k\u0000': ['\ud800', 1, null] }))).toEqual({
      k: ['\ufffd', 1, null],
    });
  });

  it('cuts indexed text to what a btree entry holds', () => {
    expect(indexedText('x'.repeat(8192))).toHaveLength(INDEXED_TEXT_MAX);
    // A pair cut in half leaves no lone surrogate behind.
    expect(indexedText(`${'x'.repeat(INDEXED_TEXT_MAX - 1)}🌷`)).toBe('x'.repeat(INDEXED_TEXT_MAX - 1));
  });

  it('keeps lists as lists of text and anything else as no list', () => {
    expect(textArray(['owner', null, 7])).toEqual(['owner', null, '7']);
    expect(textArray('owner')).toEqual([]);
  });

  it('holds numbers within the column range, rounded; no number is null', () => {
    expect(int4(3e9)).toBe(INT4.max);
    expect(int4(-3e9)).toBe(INT4.min);
    expect(int4(1.5)).toBe(2);
    expect(int8(1e21)).toBe(INT8.max);
    // As JSON and as a query parameter: digits bigint takes (no exponent, not past 2^63 - 1).
    expect(BigInt(JSON.stringify(int8(1e300))) <= 2n ** 63n - 1n).toBe(true);
    expect(BigInt(String(int8(-1e300))) >= -(2n ** 63n)).toBe(true);
    expect(int4('12')).toBe(12);
    expect(int4('doce')).toBeNull();
    expect(int4(null)).toBeNull();
    expect(Object.is(int4(-0.2), 0)).toBe(true);
  });

  it('refuses times and days Postgres refuses, which Date.parse lets through', () => {
    for (const bad of [
      '0000-01-01T00:00:00Z',
      '2026-02-30T00:00:00Z',
      '2025-02-29',
      '294277-01-01T00:00:00Z',
      'mañana',
      '2026-01-01T25:00:00Z',
      '2026-01-01T10:00:00+16:00',
      5,
    ]) {
      expect(timestamp(bad), String(bad)).toBeNull();
    }
    for (const bad of ['0000-01-01', '2026-13-01', '2026-1-01', '2026-01-01T00:00:00Z'])
      expect(date(bad), bad).toBeNull();
    expect(timestampOr('0000-01-01', '2026-11-21T10:00:00Z')).toBe('2026-11-21T10:00:00Z');
    expect(timestampOr(undefined, 'nunca')).toBe(UNKNOWN_TIME);
  });
});
