import { describe, expect, it } from 'vitest';
import { ACCOUNTS as A } from '../accounts';
import { credit, debit, isBalanced } from '../journal';
import { stockMoved as stockRule } from './stock';
import { COSTS, ROSES, SAMPLE, shopRecorder, TULIPS } from './spec-events';
import { stockMoved } from './spec-events-more';

// Stock at cost, every kind of movement (the purchase is the table's example in posting-rules.spec.ts):
// the units the movement's effects add up to, at the product's cost, against why they moved.

const shop = shopRecorder();
const SAMPLE_AT = '2026-03-01T10:00:00.000Z';
const memo = (units: number, cost: number) => `${units} u × ${cost} centavos`;
const at = (id: string, ...move: Parameters<typeof stockMoved>) => {
  const entry = stockRule(shop.record(`product-${id}`, stockMoved(...move)), shop.facts);
  if (entry) expect(isBalanced(entry.lines)).toBe(true);
  return entry ? entry.lines : null;
};

describe('stock at cost', () => {
  it('units sold (at the counter, online, by a partner) are the cost of goods sold; units back give it back', () => {
    expect(at(ROSES, 'sale', -3)).toEqual([credit(A.inventory, 3600, memo(-3, 1200)), debit(A.costOfGoodsSold, 3600)]);
    expect(at(ROSES, 'consignment_sold', -1)).toEqual([
      credit(A.inventory, 1200, memo(-1, 1200)),
      debit(A.costOfGoodsSold, 1200),
    ]);
    expect(at(ROSES, 'return', 1)).toEqual([debit(A.inventory, 1200, memo(1, 1200)), credit(A.costOfGoodsSold, 1200)]);
  });

  it('waste is shrinkage, a unit found lowers it; opening stock is the owner’s', () => {
    expect(at(TULIPS, 'adjustment', -2)).toEqual([credit(A.inventory, 900, memo(-2, 450)), debit(A.shrinkage, 900)]);
    expect(at(TULIPS, 'adjustment', 1)).toEqual([debit(A.inventory, 450, memo(1, 450)), credit(A.shrinkage, 450)]);
    expect(at(TULIPS, 'opening', 4)).toEqual([debit(A.inventory, 1800, memo(4, 450)), credit(A.capital, 1800)]);
  });

  it('transfers and consignment placing keep the units ours; a product without a cost moves unvalued', () => {
    expect(at(ROSES, 'transfer', 0, 5)).toBeNull();
    expect(at(ROSES, 'consignment_out', 0, 5)).toBeNull();
    expect(at(ROSES, 'consignment_return', 0, 5)).toBeNull();
    expect(COSTS[SAMPLE]).toBeNull();
    expect(at(SAMPLE, 'purchase', 10)).toBeNull();
  });

  it('names the product as it stood before the movement, by its id when its stream holds no product', () => {
    const lilies = 'lilies-1';
    const added = {
      productId: lilies,
      sku: 'LIR-001',
      name: 'Lirio blanco',
      priceCents: 900,
      wholesalePriceCents: 400,
    };
    const productAdded = { type: 'ProductAdded', data: { ...added, status: 'active', addedAt: SAMPLE_AT } };
    shop.record(`product-${lilies}`, productAdded as unknown as Parameters<typeof shop.record>[1]);
    const sale = shop.record(`product-${lilies}`, stockMoved('sale', -1));
    expect(stockRule(sale, { ...shop.facts, costOf: () => 400 })?.description).toBe(
      'Costo de venta: Lirio blanco (LIR-001)',
    );
    const unnamed = shop.record(`product-${ROSES}`, stockMoved('sale', -1));
    expect(stockRule(unnamed, shop.facts)?.description).toBe(`Costo de venta: producto ${ROSES}`);
  });

  it('a movement outside a product stream posts nothing', () => {
    const stray = shop.record('elsewhere-1', stockMoved('purchase', 3));
    expect(stockRule(stray, shop.facts)).toBeNull();
  });
});
