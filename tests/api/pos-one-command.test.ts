import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CounterSaleMade } from '../../domain/pos';
import { ticket, usePosShop } from './pos-support';

// Issue 41: a counter sale, and a refund, is one command on every stream it touches, appended in one
// transaction — a refusal leaves nothing anywhere, twenty counters on the last five units get five
// sales and fifteen 409s at the request, and the stock reactor moves nothing twice. The device's
// offline queue (saleId as its Idempotency-Key, resent when a sync is cut) still makes each sale once.

const { posShop } = usePosShop('pos_one_command');
type Shop = Awaited<ReturnType<typeof posShop>>;

/** The transactions a stream's events were committed in. */
async function transactionsOf(shop: Shop, correlationId: string) {
  const { rows } = await sql<{ tx: string; stream_id: string }>`
    select transaction_id::text as tx, stream_id from events where metadata->>'correlationId' = ${correlationId}
  `.execute(shop.database.db);
  return { transactions: new Set(rows.map((r) => r.tx)), streams: new Set(rows.map((r) => r.stream_id)) };
}

describe('a counter sale is one command', () => {
  it('refused for short stock on its 3rd product, it appends nothing at all', async () => {
    const shop = await posShop();
    const first = await shop.product(10);
    const second = await shop.product(10);
    const third = await shop.product(1, { name: 'Tulipán blanco' });
    const sessionId = await shop.open();
    const before = await shop.countEvents();
    const registerBefore = (await shop.store.readStream('pos-register-caja-1')).length;
    const items = [{ productId: first }, { productId: second, quantity: 3 }, { productId: third, quantity: 2 }];
    const res = await shop.sell(ticket(sessionId, items, { saleId: randomUUID() }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().detail).toBe('Stock insuficiente de Tulipán blanco: quedan 1.');
    expect(await shop.countEvents()).toBe(before);
    for (const productId of [first, second, third]) {
      expect(await shop.productEvents(productId)).toHaveLength(1); // its opening stock only
    }
    expect(await shop.units(first)).toBe(10);
    expect(await shop.units(second)).toBe(10);
    expect((await shop.store.readStream('pos-register-caja-1')).length).toBe(registerBefore);
    expect((await shop.register()).salesRung).toBe(0);
  });

  it('20 sales at once on one register for the last 5 units: 5 × 201, 15 × 409, stock 0, 5 counted', async () => {
    const shop = await posShop();
    const productId = await shop.product(5);
    const sessionId = await shop.open();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shop.sell(ticket(sessionId, [{ productId }], { saleId: randomUUID() }))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.filter((c) => c === 201),
      answers.map((a) => a.body).join('\n'),
    ).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().detail).toBe('Rosa roja Freedom (docena) está agotado.');
    expect(await shop.units(productId)).toBe(0);
    expect((await shop.productEvents(productId)).filter((e) => e.data.type === 'sale')).toHaveLength(5);
    const register = await shop.register();
    expect(register.open!.figures.salesCount).toBe(5);
    expect(register.salesRung).toBe(5);
    // The numbers are the register's count: none skipped by the refused sales.
    const numbers = await Promise.all(
      answers
        .filter((a) => a.statusCode === 201)
        .map(async (a) => ((await shop.saleEvents(a.json().id))[0]!.data as CounterSaleMade['data']).number),
    );
    expect(numbers.sort()).toEqual([1, 2, 3, 4, 5].map((n) => `CAJA-1-00000${n}`));
  });

  it('a sale and its refund each land in one transaction; the reactor moves nothing again', async () => {
    const shop = await posShop();
    const caughtUp = shop.startStockReactor();
    const [roses, lilies] = [await shop.product(10), await shop.product(10)];
    const sessionId = await shop.open();
    const saleId = randomUUID();
    const correlation = { 'x-correlation-id': randomUUID() };
    const body = ticket(sessionId, [{ productId: roses, quantity: 2 }, { productId: lilies }], {
      saleId,
      payments: [{ method: 'cash', amount: 2000 }],
    });
    expect((await shop.sell(body, shop.cashier, correlation)).statusCode).toBe(201);
    const sale = await transactionsOf(shop, correlation['x-correlation-id']);
    expect(sale.transactions.size).toBe(1);
    expect(sale.streams.size).toBe(4); // the sale, the register, two products

    const refundId = randomUUID();
    const refunding = { 'x-correlation-id': randomUUID() };
    const refund = await shop.post(
      `/api/pos/sales/${saleId}/refund`,
      { refundId, items: [{ productId: roses, quantity: 1 }], reason: 'Flores dañadas' },
      shop.supervisor,
      refunding,
    );
    expect(refund.statusCode, refund.body).toBe(201);
    const refunded = await transactionsOf(shop, refunding['x-correlation-id']);
    expect(refunded.transactions.size).toBe(1);
    expect(refunded.streams.size).toBe(3); // the sale, the register, the roses
    expect((await shop.refund(saleId, { refundId, reason: 'Flores dañadas' })).statusCode).toBe(200);

    await caughtUp();
    expect(await shop.units(roses)).toBe(9);
    expect(await shop.units(lilies)).toBe(9);
    expect((await shop.productEvents(roses)).map((e) => e.data.type)).toEqual(['opening', 'sale', 'return']);
    expect((await shop.register()).open!.figures.refundsCents).toBeGreaterThan(0);
  });

  it("the counter's offline queue: each sale made once however often it is sent; one sold out meanwhile stays refused", async () => {
    const shop = await posShop();
    const productId = await shop.product(1);
    const sessionId = await shop.open();
    const queued = (saleId: string) => ({
      ...ticket(sessionId, [{ productId }], { saleId }),
      madeOfflineAt: '2026-01-15T10:00:00.000Z',
    });
    const first = randomUUID();
    const send = (saleId: string) => shop.sell(queued(saleId), shop.cashier, { 'idempotency-key': saleId });
    // The sync is cut after the server made it: the device sends it again.
    expect((await send(first)).statusCode).toBe(201);
    const again = await send(first);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: first, streamId: `counter-sale-${first}` });
    const [made] = await shop.saleEvents(first);
    expect(made!.data).toMatchObject({ madeOfflineAt: '2026-01-15T10:00:00.000Z', stockMoved: true });

    const before = await shop.countEvents();
    const second = randomUUID();
    for (let i = 0; i < 2; i++) {
      const refused = await send(second);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().detail).toBe('Rosa roja Freedom (docena) está agotado.');
    }
    expect(await shop.countEvents()).toBe(before);
    expect((await shop.register()).open!.figures.salesCount).toBe(1);
  });
});
