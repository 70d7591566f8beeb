import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import { stockMovementsFor, type AgreementEvent } from '../../domain/consignment';
import type { StockMoved } from '../../domain/inventory';
import { loadConfig } from '../../infra/config';
import { commandIdFor } from '../../infra/event-store/event-id';
import { expectProblem } from './inventory-support';
import { useConsignmentApi } from './consignment-support';

// Issue 41: an agreement command that moves stock decides on the agreement and on its products and
// appends both in one transaction. A product that cannot give the units refuses the command with its
// own message and nothing is appended, on either stream; placements racing for the last units (two
// command-apis on one database) land only while the units last; the movements carry the ids the
// stock reactor derives, so it never moves them again.

const PREFIX = 'consonce';
const { shop, owner } = useConsignmentApi(PREFIX);

describe('an agreement command and its stock, at once', () => {
  it('lands the movements in the agreement event’s transaction, with the ids the reactor derives', async () => {
    const { agreed, post, partnerId, rose, agreementEvents, events, database } = await shop();
    const id = await agreed({ partnerId, items: [{ productId: rose, quantity: 6 }] });
    const sale = await post(`/api/consignment/agreements/${id}/sales`, { items: [{ productId: rose, quantity: 2 }] });
    expect(sale.statusCode, sale.body).toBe(201);
    const recorded = await agreementEvents(id);
    const lines = (await events(rose)).filter((e) => e.type === 'StockMoved').slice(-2);
    recorded.forEach((event, i) => {
      const derived = stockMovementsFor(id, event as AgreementEvent, event.eventId, (n) =>
        commandIdFor(event.eventId, n),
      );
      expect((lines[i]!.data as StockMoved['data']).movementId).toBe(derived[0]!.movement.movementId);
      expect(lines[i]!.metadata.commandId).toBe(event.metadata.commandId);
    });
    const ids = [...recorded.map((e) => e.eventId), ...lines.map((l) => (l as unknown as { eventId: string }).eventId)];
    // Two commits (the placement, the sale), each holding the agreement's event and its product's line.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from events
      where event_id = any(${ids}::uuid[]) group by transaction_id order by min(global_position)`.execute(database.db);
    expect(rows.map((r) => r.n)).toEqual([2, 2]);
  });

  it('refuses a placement whose second product is short, appending nothing for the first', async () => {
    const { createAgreement, partnerId, rose, orchid, countEvents, consignmentLines, product } = await shop();
    const before = await countEvents();
    const short = expectProblem(
      await createAgreement({
        partnerId,
        items: [
          { productId: rose, quantity: 4 },
          { productId: orchid, quantity: 7 },
        ],
      }),
      409,
      'AGREEMENT.STOCK_SHORT',
    );
    expect(short.detail).toBe('Stock insuficiente de Orquídea blanca en Tienda Brickell: hay 6, el acuerdo pide 7.');
    expect(await countEvents()).toBe(before);
    expect(await consignmentLines(rose)).toEqual([]);
    expect((await product(rose)).stock).toEqual({ 'Cámara fría': 10 });
  });

  it('refuses a sale or a return of units the product no longer has in consignment, appending nothing', async () => {
    const api = await shop();
    const { asBefore, post, partnerId, rose, move, countEvents, agreementEvents, events, reactor } = api;
    // An agreement of the old path whose units never left: the counter sold them before the reactor came.
    const id = await asBefore.agreed({ partnerId, items: [{ productId: rose, quantity: 8 }] });
    await move({ productId: rose, type: 'sale', quantity: 5, reference: { type: 'pos', id: 'TPV-1' } });
    const before = { all: await countEvents(), rose: (await events(rose)).length };
    const to = (what: string) =>
      post(`/api/consignment/agreements/${id}/${what}`, { items: [{ productId: rose, quantity: 3 }] });
    for (const what of ['sales', 'returns']) {
      const refused = expectProblem(await to(what), 409, 'MOVEMENT.INSUFFICIENT_CONSIGNED');
      expect(refused.detail).toBe(
        'No hay suficientes unidades de Rosa roja Freedom (docena) en consignación: hay 0, se piden 3.',
      );
    }
    expect(await countEvents()).toBe(before.all);
    expect((await events(rose)).length).toBe(before.rose);
    expect((await agreementEvents(id)).map((e) => e.type)).toEqual(['AgreementCreated']);

    // Once the stock is back and the reactor has moved the old agreement's units, the sale lands.
    await move({ productId: rose, type: 'purchase', quantity: 10 });
    await reactor().caughtUp();
    expect((await to('sales')).statusCode).toBe(201);
    expect((await api.product(rose)).consigned).toBe(5);
  });
});

describe('placements racing for the last units', () => {
  it('8 placements of 3 on 10 units through two command-apis: 3 land, 5 are refused, stock never below zero', async () => {
    const api = await shop();
    const { partnerId, rose, orchid, createAgreement, product, events, database, store } = api;
    const other = await buildCommandApi({
      store,
      db: database.db,
      config: loadConfig({ JWT_SECRET: `${PREFIX}-secret` }),
      accounts: 'trust-token',
    });
    try {
      // Each placement takes 3 roses and 1 orchid: both products' streams are in the race.
      const body = () => ({
        partnerId,
        items: [
          { productId: rose, quantity: 3 },
          { productId: orchid, quantity: 1 },
        ],
      });
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2 === 0
            ? createAgreement(body())
            : other.inject({
                method: 'POST',
                url: '/api/consignment/agreements',
                payload: body(),
                headers: { authorization: `Bearer ${owner}`, 'idempotency-key': randomUUID() },
              }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
      for (const refused of answers.filter((a) => a.statusCode !== 201)) {
        const problem = expectProblem(refused, 409, 'AGREEMENT.STOCK_SHORT');
        expect(problem.detail).toBe(
          'Stock insuficiente de Rosa roja Freedom (docena) en Cámara fría: hay 1, el acuerdo pide 3.',
        );
      }
      const roses = await product(rose);
      expect({ stock: roses.stock, consigned: roses.consigned }).toEqual({ stock: { 'Cámara fría': 1 }, consigned: 9 });
      const orchidsLeft = await product(orchid);
      expect({ stock: orchidsLeft.stock, consigned: orchidsLeft.consigned }).toEqual({
        stock: { 'Tienda Brickell': 3 },
        consigned: 3,
      });
      for (const productId of [rose, orchid]) {
        const moved = (await events(productId))
          .filter((e) => e.type === 'StockMoved')
          .map((e) => e.data as StockMoved['data']);
        expect(moved.filter((m) => m.type === 'consignment_out')).toHaveLength(3);
        expect(moved.flatMap((m) => m.effects).every((e) => e.balanceAfter >= 0)).toBe(true);
      }
      const { rows } = await sql<{ n: number }>`select count(distinct stream_id)::int as n from events
        where stream_id like 'agreement-%'`.execute(database.db);
      expect(rows[0]!.n).toBe(3);
    } finally {
      await other.close();
    }
  });
});
