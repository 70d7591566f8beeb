import { describe, expect, it } from 'vitest';
import type { ConsignmentSaleRegistered } from '../../domain/consignment';
import { useConsignmentApi } from './consignment-support';

// Issue 5, "Must show": two cashiers registering sales on the same agreement at once never sell more
// than remains. The agreement refuses or caps what would go past it; the handler retries the
// writers that lost a race on the agreement's stream. Each sale moves exactly what it sold, in its
// own transaction (issue 41); the reactor, run after, moves nothing again.

const { consignmentApi, tokenAs } = useConsignmentApi('consrace');
const cashiers = [tokenAs('warehouse', 'cashier-ana'), tokenAs('warehouse', 'cashier-beto')];

async function twelveOnTheShelf() {
  const api = await consignmentApi();
  const partnerId = await api.registered();
  const rose = await api.added({ currentStock: 20 });
  const id = await api.agreed({ partnerId, items: [{ productId: rose, quantity: 12 }] });
  /** `count` sales of `quantity` at once, alternating between the two cashiers. */
  const sellAtOnce = (count: number, quantity: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        api.post(
          `/api/consignment/agreements/${id}/sales`,
          { items: [{ productId: rose, quantity }] },
          { authorization: `Bearer ${cashiers[i % 2]}` },
        ),
      ),
    );
  const sales = async () =>
    (await api.agreementEvents(id))
      .filter((e) => e.type === 'ConsignmentSaleRegistered')
      .map((e) => (e as unknown as ConsignmentSaleRegistered).data.lines[0]!);
  return { ...api, rose, id, sellAtOnce, sales };
}

function expectOnlyNothingRemaining(
  answers: { statusCode: number; json(): unknown; headers: Record<string, unknown> }[],
) {
  for (const answer of answers.filter((a) => a.statusCode !== 201)) {
    expect(answer.statusCode).toBe(409);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.json()).toMatchObject({
      code: 'SALE.NOTHING_REMAINING',
      detail: 'No quedan unidades de Rosa roja Freedom (docena) en el acuerdo.',
    });
  }
}

describe('concurrent sales on one agreement', () => {
  it('10 sales of 3 units on 12: exactly 4 land, 6 are refused naming the product, 12 sold', async () => {
    const { sellAtOnce, sales } = await twelveOnTheShelf();
    const answers = await sellAtOnce(10, 3);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    expectOnlyNothingRemaining(answers);
    const lines = await sales();
    expect(lines.map((l) => l.quantity)).toEqual([3, 3, 3, 3]);
    expect(new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().revision)).size).toBe(4);
  });

  it('10 sales of 5 units on 12: the third is capped at the 2 left and says it was asked for 5; stock follows exactly', async () => {
    const { sellAtOnce, sales, reactor, product, rose, consignmentLines } = await twelveOnTheShelf();
    const answers = await sellAtOnce(10, 5);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expectOnlyNothingRemaining(answers);
    const lines = await sales();
    expect(lines.map((l) => [l.quantity, l.requestedQuantity])).toEqual([
      [5, 5],
      [5, 5],
      [2, 5],
    ]);
    // Priced on what was sold, not on what was asked: 2 × 450.00.
    expect(lines[2]).toMatchObject({ grossCents: 90000, commissionCents: 18000, netCents: 72000 });
    await reactor().caughtUp();
    const sold = (await consignmentLines(rose)).filter((l) => l.type === 'consignment_sold');
    expect(sold.map((l) => l.quantity)).toEqual([5, 5, 2]);
    const after = await product(rose);
    expect({ stock: after.stock, consigned: after.consigned }).toEqual({
      stock: { 'Cámara fría': 8 },
      consigned: 0,
    });
  });
});
