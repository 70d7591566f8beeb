import { describe, expect, it } from 'vitest';
import { stockStatusOf } from './responses';

// Spec 4: out of stock at 0; low when above 0 and at or below the minimum; in stock otherwise.

describe('the stock class of a product with a minimum of 5', () => {
  it('is out of stock at 0', () => {
    expect(stockStatusOf(0, 5)).toBe('out_of_stock');
  });

  it('is low from 1 up to the minimum itself', () => {
    expect(stockStatusOf(1, 5)).toBe('low_stock');
    expect(stockStatusOf(5, 5)).toBe('low_stock');
  });

  it('is in stock above the minimum', () => {
    expect(stockStatusOf(6, 5)).toBe('in_stock');
  });
});

describe('the stock class of a product with no minimum', () => {
  it('is out of stock at 0 and in stock with a single unit', () => {
    expect(stockStatusOf(0, 0)).toBe('out_of_stock');
    expect(stockStatusOf(1, 0)).toBe('in_stock');
  });
});
