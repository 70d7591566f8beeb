import { describe, expect, it } from 'vitest';
import { totalStock } from '../../domain/inventory';
import { useInventoryApi } from './inventory-support';

// Issue 4, "Must show": 20 concurrent sales of the last 5 units through HTTP. The product refuses
// what would take the stock below zero; the handler retries the writers that lost a race.

const { inventoryApi } = useInventoryApi('invrace');

describe('20 concurrent sales of the last 5 units', () => {
  it('lets exactly 5 through; the other 15 get 409 naming what is left; stock ends at 0', async () => {
    const { move, added, product, events } = await inventoryApi();
    const id = await added({ currentStock: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        move({ productId: id, type: 'sale', quantity: 1, reference: { type: 'order', id: `PED-${i}` } }),
      ),
    );
    const sold = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.json()).toMatchObject({
        code: 'MOVEMENT.INSUFFICIENT_STOCK',
        detail: 'Stock insuficiente de Rosa roja Freedom (docena) en Cámara fría: hay 0, se piden 1.',
      });
    }
    const lines = (await events(id))
      .filter((e) => e.type === 'StockMoved')
      .map((e) => e.data as { type: string; effects: { balanceAfter: number }[] });
    const sales = lines.filter((l) => l.type === 'sale');
    expect(sales).toHaveLength(5);
    // Never below zero: each sale left one fewer, down to 0.
    expect(sales.map((s) => s.effects[0]!.balanceAfter)).toEqual([4, 3, 2, 1, 0]);
    expect(totalStock(await product(id))).toBe(0);
    expect(new Set(sold.map((a) => a.json().revision)).size).toBe(5);
  });
});
