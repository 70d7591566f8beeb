import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CommandResults } from '../../application/idempotency';
import { COUNTER_SALE_STOCK, sendOnce } from '../../application/once';
import { salePutBack, saleTake } from '../../application/pos-stock-steps';
import { productDecider } from '../../domain/inventory';
import { counterSaleDecider, counterSaleStream } from '../../domain/pos';
import { COUNTER, ticket, usePosShop } from './pos-support';

// A sale's request can die between its steps: its retry (same saleId) finds what the first try did
// and does the rest; a sale in the store whose units nobody took (another path wrote it) has them
// taken by the reactor, once, even when the reactor replays from the first event.

const { posShop } = usePosShop('pos_recovery');

describe('a counter sale, exactly once across crashes', () => {
  it('a retry after the units were taken (the request died there) takes nothing twice, even the last units', async () => {
    const shop = await posShop();
    const productId = await shop.product(2);
    const sessionId = await shop.open();
    const saleId = randomUUID();
    // The first try took both units and died before the register.
    const step = saleTake(saleId, productId, 2, COUNTER);
    const { store, database } = shop;
    const deps = { handler: shop.app.commands, results: new CommandResults(database.db), store, db: database.db };
    const context = { commandId: step.commandId, correlationId: saleId, actor: { userId: shop.cashierId, roles: [] } };
    const taken = await sendOnce(deps, COUNTER_SALE_STOCK, productDecider, step.streamId, step.command, context);
    expect('landed' in taken).toBe(true);
    expect(await shop.units(productId)).toBe(0);

    const body = ticket(sessionId, [{ productId, quantity: 2 }], {
      saleId,
      payments: [{ method: 'cash', amount: 1100 }],
    });
    const retried = await shop.sell(body);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await shop.units(productId)).toBe(0);
    expect((await shop.productEvents(productId)).filter((e) => e.data.type === 'sale')).toHaveLength(1);
    expect((await shop.register()).open!.figures.salesCount).toBe(1);
  });

  it('a sale whose units were put back (refused after taking them) stays turned down when retried', async () => {
    const shop = await posShop();
    const productId = await shop.product(5);
    const sessionId = await shop.open();
    const saleId = randomUUID();
    // The first try took the units, was refused further on (another counter, a closed session) and put them back.
    const { store, database } = shop;
    const deps = { handler: shop.app.commands, results: new CommandResults(database.db), store, db: database.db };
    const actor = { userId: shop.cashierId, roles: [] };
    for (const step of [saleTake(saleId, productId, 1, COUNTER), salePutBack(saleId, productId, 1, COUNTER)]) {
      const context = { commandId: step.commandId, correlationId: saleId, actor };
      const sent = await sendOnce(deps, COUNTER_SALE_STOCK, productDecider, step.streamId, step.command, context);
      expect('landed' in sent).toBe(true);
    }
    const before = await shop.countEvents();
    const retried = await shop.sell(ticket(sessionId, [{ productId }], { saleId }));
    expect(retried.statusCode, retried.body).toBe(409);
    expect(retried.json().code).toBe('SALE.TURNED_DOWN');
    expect(await shop.countEvents()).toBe(before);
    expect(await shop.units(productId)).toBe(5);
  });

  it('the reactor takes the units of a sale nobody took them for, once, replay included', async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const saleId = randomUUID();
    const product = { productId, name: 'Rosa', sku: 'R', unitPriceCents: 45_000, available: true, units: 10 };
    const data = {
      saleId,
      number: 'CAJA-9-000001',
      registerId: 'caja-9',
      sessionId: randomUUID(),
      cashierId: shop.cashierId,
      locationId: COUNTER,
      items: [{ productId, quantity: 3, product }],
      discount: null,
      mayDiscount: false,
      maxDiscountBasisPoints: 5000,
      taxRateBasisPoints: 1900,
      payments: [{ method: 'cash' as const, amountCents: 200_000 }],
      madeOfflineAt: null,
    };
    const actor = { userId: shop.cashierId, roles: ['cashier'] };
    const context = { commandId: randomUUID(), correlationId: randomUUID(), actor };
    const command = { type: 'MakeCounterSale' as const, data };
    await shop.app.commands.handle(counterSaleDecider, counterSaleStream(saleId), command, context);

    const caughtUp = shop.startStockReactor();
    await caughtUp();
    expect(await shop.units(productId)).toBe(7);
    // Replayed from the first event: the same ids, nothing twice.
    await caughtUp.runner.stop();
    await shop.database.db
      .updateTable('projection_checkpoints')
      .set({ position: null })
      .where('name', '=', COUNTER_SALE_STOCK)
      .execute();
    await shop.startStockReactor()();
    expect(await shop.units(productId)).toBe(7);
    expect((await shop.productEvents(productId)).filter((e) => e.data.type === 'sale')).toHaveLength(1);
  });
});
