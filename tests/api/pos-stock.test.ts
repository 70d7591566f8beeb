import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CounterSaleRefunded } from '../../domain/pos';
import { ticket, usePosShop } from './pos-support';

// Issue 17's stock must-shows: 20 counters selling the last 5 units at once sell exactly 5; a
// refund sent twice counts once, and its units come back once (in the refund's own transaction
// since issue 41: the stock reactor, running beside, moves nothing again).

const { posShop } = usePosShop('pos_stock');

describe('the counter and the stock', () => {
  it('20 counters selling the last 5 units at once: exactly 5 sales land, stock 0', async () => {
    const shop = await posShop();
    const productId = await shop.product(5);
    const sessions = await Promise.all(Array.from({ length: 20 }, (_, i) => shop.open(`caja-${i + 1}`)));
    const answers = await Promise.all(sessions.map((s) => shop.sell(ticket(s, [{ productId }]))));
    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.filter((c) => c === 201),
      answers.map((a) => a.body).join('\n'),
    ).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().detail).toBe('Rosa roja Freedom (docena) está agotado.');
    expect(await shop.units(productId)).toBe(0);
    const sold = (await shop.productEvents(productId)).filter((e) => e.data.type === 'sale');
    expect(sold).toHaveLength(5);
  });

  it('a refund sent twice counts once, and its units come back once', async () => {
    const shop = await posShop();
    const caughtUp = shop.startStockReactor();
    const productId = await shop.product(10);
    const sessionId = await shop.open();
    const saleId = randomUUID();
    const sold = await shop.sell(
      ticket(sessionId, [{ productId, quantity: 2 }], { saleId, payments: [{ method: 'cash', amount: 1100 }] }),
    );
    expect(sold.statusCode, sold.body).toBe(201);
    await caughtUp();
    expect(await shop.units(productId)).toBe(8);

    const refundId = randomUUID();
    const body = { refundId, items: [{ productId, quantity: 1 }], reason: 'Flores dañadas' };
    expect((await shop.refund(saleId, body, shop.cashier)).statusCode).toBe(403);
    const first = await shop.refund(saleId, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await shop.refund(saleId, body);
    expect(again.statusCode, again.body).toBe(200);
    await caughtUp();

    const refunds = (await shop.saleEvents(saleId)).filter((e) => e.type === 'CounterSaleRefunded');
    expect(refunds).toHaveLength(1);
    expect((refunds[0]!.data as CounterSaleRefunded['data']).amountCents).toBe(53_550);
    expect(await shop.units(productId)).toBe(9);
    const returned = (await shop.productEvents(productId)).filter((e) => e.data.type === 'return');
    expect(returned).toHaveLength(1);
    const { open } = await shop.register();
    expect(open!.figures).toMatchObject({ refundsCents: 53_550 });
    expect(open!.figures.byMethod.cash).toBe(107_100 - 53_550);
  });

  it('the reactor takes nothing twice: a sale the route took stock for moves its units once', async () => {
    const shop = await posShop();
    const caughtUp = shop.startStockReactor();
    const productId = await shop.product(3);
    const sessionId = await shop.open();
    const saleId = randomUUID();
    const body = ticket(sessionId, [{ productId }, { productId }], {
      saleId,
      payments: [{ method: 'cash', amount: 1100 }],
    });
    expect((await shop.sell(body)).statusCode).toBe(201);
    expect((await shop.sell(body)).statusCode).toBe(200);
    await caughtUp();
    expect(await shop.units(productId)).toBe(1);
    const sold = (await shop.productEvents(productId)).filter((e) => e.data.type === 'sale');
    expect(sold.map((e) => e.data.quantity)).toEqual([2]);
  });

  it('answers 404 for a refund of a sale nobody made', async () => {
    const shop = await posShop();
    const res = await shop.refund(randomUUID(), { reason: 'No existe' });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().code).toBe('SALE.NOT_FOUND');
  });

  it('refuses a refund with no open session on its register (409)', async () => {
    const shop = await posShop();
    const productId = await shop.product(3);
    const sessionId = await shop.open();
    const saleId = randomUUID();
    expect((await shop.sell(ticket(sessionId, [{ productId }], { saleId }))).statusCode).toBe(201);
    expect((await shop.close(sessionId, 1035.5)).statusCode).toBe(201);
    const res = await shop.refund(saleId, { reason: 'Cambio de opinión' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('REGISTER.NO_OPEN_SESSION');
  });
});
