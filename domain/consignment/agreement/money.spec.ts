import { describe, expect, it } from 'vitest';
import { agreementTotals, itemStatus, lineMoney, remainingOf, sumMoney } from './money';

// The books in centavos: what the read side and the statement reuse, so they say what decide() said.

describe('a sale line', () => {
  it('is quantity × unit price, less the commission on it', () => {
    expect(lineMoney(3, 2550, 200)).toEqual({ grossCents: 7650, commissionCents: 1530, netCents: 6120 });
    expect(lineMoney(3, 1235, 155)).toEqual({ grossCents: 3705, commissionCents: 574, netCents: 3131 });
  });

  it('rounds the commission to the centavo, half up, and net takes the rest', () => {
    expect(lineMoney(1, 125, 100)).toEqual({ grossCents: 125, commissionCents: 13, netCents: 112 });
    expect(lineMoney(1, 124, 100)).toEqual({ grossCents: 124, commissionCents: 12, netCents: 112 });
    expect(lineMoney(7, 333, 333)).toEqual({ grossCents: 2331, commissionCents: 776, netCents: 1555 });
  });

  it('keeps nothing at 0 % and everything at 100 %', () => {
    expect(lineMoney(2, 999, 0)).toEqual({ grossCents: 1998, commissionCents: 0, netCents: 1998 });
    expect(lineMoney(2, 999, 1000)).toEqual({ grossCents: 1998, commissionCents: 1998, netCents: 0 });
  });

  it('always has gross − commission = net', () => {
    for (const [q, price, tenths] of [
      [1, 1, 1],
      [13, 1999, 175],
      [250, 12345, 999],
      [1, 5, 500],
    ] as const) {
      const m = lineMoney(q, price, tenths);
      expect(m.grossCents - m.commissionCents).toBe(m.netCents);
      expect(Number.isInteger(m.commissionCents)).toBe(true);
    }
  });
});

describe('a sale of several lines', () => {
  it('sums each figure', () => {
    expect(sumMoney([lineMoney(3, 2550, 200), lineMoney(3, 1235, 155)])).toEqual({
      grossCents: 11355,
      commissionCents: 2104,
      netCents: 9251,
    });
    expect(sumMoney([])).toEqual({ grossCents: 0, commissionCents: 0, netCents: 0 });
  });
});

describe('an item of an agreement', () => {
  it('remains what was neither sold nor returned', () => {
    expect(remainingOf({ quantity: 10, soldQuantity: 3, returnedQuantity: 2 })).toBe(5);
    expect(remainingOf({ quantity: 10, soldQuantity: 8, returnedQuantity: 2 })).toBe(0);
  });

  it('is pending with nothing sold, partial with some, sold with all (spec 3)', () => {
    expect(itemStatus({ quantity: 10, soldQuantity: 0 })).toBe('pending');
    expect(itemStatus({ quantity: 10, soldQuantity: 1 })).toBe('partial');
    expect(itemStatus({ quantity: 10, soldQuantity: 9 })).toBe('partial');
    expect(itemStatus({ quantity: 10, soldQuantity: 10 })).toBe('sold');
  });
});

describe('the totals of an agreement', () => {
  it('values what was placed at the agreed prices and takes the rest from the sales', () => {
    const items = [
      { quantity: 10, unitPriceCents: 2550 },
      { quantity: 4, unitPriceCents: 1235 },
    ];
    expect(agreementTotals(items, { grossCents: 11355, commissionCents: 2104, netCents: 9251 })).toEqual({
      totalValueCents: 30440,
      soldValueCents: 11355,
      commissionTotalCents: 2104,
      netValueCents: 9251,
    });
  });

  it('sums the commission of each sale rather than recomputing it from the item, which can differ by a centavo', () => {
    // Two sales of one unit at 1.25 with 10 %: 0.13 each, 0.26 in total; 10 % of 2.50 would be 0.25.
    const sales = sumMoney([lineMoney(1, 125, 100), lineMoney(1, 125, 100)]);
    expect(agreementTotals([{ quantity: 2, unitPriceCents: 125 }], sales)).toMatchObject({
      commissionTotalCents: 26,
      netValueCents: 224,
    });
    expect(lineMoney(2, 125, 100).commissionCents).toBe(25);
  });
});
