import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { movementsOwedBy } from '../../reactors/stock-follows-agreement';
import { orchids, useConsignmentApi } from '../api/consignment-support';

// Issue 41: agreement commands now move their own stock, in the agreement event's transaction, and
// mark the event; the stock reactor still follows the events written before. In one store holding
// both (an old agreement, then new commands on it and a new agreement), every movement is in its
// product's ledger exactly once, whichever ran first, and the reactor owes nothing for the new ones.

const { consignmentApi } = useConsignmentApi('consmixed');

describe('old and new agreement events in one store', () => {
  it('moves each unit once: the reactor follows the old events only', { timeout: 60_000 }, async () => {
    const api = await consignmentApi();
    const { asBefore, post, agreed, agreementEvents, consignmentLines, product, reactor, database } = api;
    const partnerId = await api.registered();
    const rose = await api.added({ currentStock: 20 });
    const orchid = await api.added(orchids({ currentStock: 10 }));
    // Written before issue 41: the placement and a sale, their stock not moved yet.
    const old = await asBefore.agreed({
      partnerId,
      items: [
        { productId: rose, quantity: 8 },
        { productId: orchid, quantity: 5 },
      ],
    });
    const items = [{ productId: rose, quantity: 3 }];
    await asBefore.to(old, { type: 'RegisterConsignmentSale', data: { saleId: randomUUID(), items } });
    const first = reactor();
    await first.caughtUp();
    await first.stop();

    // Then the new way, on the old agreement and on a new one.
    const to = async (id: string, what: string, body: object) => {
      const res = await post(`/api/consignment/agreements/${id}/${what}`, body);
      expect(res.statusCode, res.body).toBe(201);
    };
    await to(old, 'returns', { items: [{ productId: rose, quantity: 1 }] });
    await to(old, 'sales', { items: [{ productId: orchid, quantity: 2 }] });
    await to(old, 'settle', {});
    const fresh = await agreed({ partnerId, items: [{ productId: rose, quantity: 2 }] });
    await to(fresh, 'cancel', { reason: 'El hotel cierra por obras' });

    const owed = async (id: string) => (await agreementEvents(id)).map((e) => movementsOwedBy(e).length);
    expect(await owed(old)).toEqual([2, 1, 0, 0, 0]);
    expect(await owed(fresh)).toEqual([0, 0]);
    const marks = (await agreementEvents(old)).map((e) => (e.data as { stockMoved?: true }).stockMoved);
    expect(marks).toEqual([undefined, undefined, true, true, true]);

    await reactor().caughtUp();
    const ledger = async (productId: string) =>
      (await consignmentLines(productId)).map((l) => [l.type, l.quantity, l.reference?.id]);
    expect(await ledger(rose)).toEqual([
      ['consignment_out', 8, old],
      ['consignment_sold', 3, old],
      ['consignment_return', 1, old],
      ['consignment_return', 4, old],
      ['consignment_out', 2, fresh],
      ['consignment_return', 2, fresh],
    ]);
    expect(await ledger(orchid)).toEqual([
      ['consignment_out', 5, old],
      ['consignment_sold', 2, old],
      ['consignment_return', 3, old],
    ]);
    const stockOf = async (productId: string) => {
      const p = await product(productId);
      return [p.stock[p.location], p.consigned];
    };
    expect([await stockOf(rose), await stockOf(orchid)]).toEqual([
      [17, 0],
      [8, 0],
    ]);
    const failures = await sql<{ n: number }>`select count(*)::int as n from reactor_failures`.execute(database.db);
    expect(failures.rows[0]!.n).toBe(0);
  });
});
