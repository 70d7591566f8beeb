import { describe, expect, it } from 'vitest';
import { invoiceTotals, isValidQuantity, lineTotalCents, toCents } from './money';

// Spec 5's arithmetic as the modal shows it before saving (the decider uses the same functions).

describe('a line total', () => {
  it('is quantity × price, in centavos', () => {
    expect(lineTotalCents({ quantity: 3, price: 25.5 })).toBe(7650);
    expect(lineTotalCents({ quantity: 3, price: 0.1 })).toBe(30); // not 30.000000000000004
    expect(lineTotalCents({ quantity: 1, price: 0 })).toBe(0);
  });

  it('is 0 when the quantity or the price is not valid', () => {
    for (const quantity of [null, 0, -2, 1.5, Number.NaN]) expect(lineTotalCents({ quantity, price: 10 })).toBe(0);
    for (const price of [null, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(lineTotalCents({ quantity: 2, price })).toBe(0);
  });

  it('has a valid quantity only when whole and at least 1', () => {
    expect([1, 2, 1000].every(isValidQuantity)).toBe(true);
    expect([0, -1, 1.5, null, undefined].some(isValidQuantity)).toBe(false);
  });
});

describe('the totals of an invoice', () => {
  it('add the lines and round the tax half up once', () => {
    expect(invoiceTotals([50, 50], 1900)).toEqual({ subtotalCents: 100, taxCents: 19, totalCents: 119 }); // per line: 10 + 10
    expect(invoiceTotals([150], 1900)).toEqual({ subtotalCents: 150, taxCents: 29, totalCents: 179 }); // 28.5 → 29
    expect(invoiceTotals([8655], 1900)).toEqual({ subtotalCents: 8655, taxCents: 1644, totalCents: 10299 }); // 1644.45 → 1644
  });

  it('use any rate, none included', () => {
    expect(invoiceTotals([10000], 1600)).toEqual({ subtotalCents: 10000, taxCents: 1600, totalCents: 11600 });
    expect(invoiceTotals([10000], 0)).toEqual({ subtotalCents: 10000, taxCents: 0, totalCents: 10000 });
    expect(invoiceTotals([], 1900)).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });

  it('turn pesos into centavos exactly', () => {
    expect(toCents(1.15)).toBe(115);
    expect(toCents(1234.5)).toBe(123450);
  });
});
