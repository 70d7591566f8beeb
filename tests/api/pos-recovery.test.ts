import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CommandBody } from '../../application/handler';
import { CommandResults } from '../../application/idempotency';
import { putBackId, saleTake } from '../../application/pos-stock-steps';
import { productDecider, productStream } from '../../domain/inventory';
import {
  counterSaleDecider,
  counterSaleStream,
  registerDecider,
  registerStream,
  type CounterSaleMade,
} from '../../domain/pos';
import type { Command, Decider, DomainEvent } from '../../domain/shared';
import { commandIdFor } from '../../infra/event-store/event-id';
import { ExactlyOnce } from '../../reactors/engine/exactly-once';
import { COUNTER_SALE_STOCK } from '../../reactors/stock-follows-counter-sale';
import { COUNTER, ticket, usePosShop } from './pos-support';

// Sales and refunds begun by the steps of before issue 41 (each step sent once, its answer kept in
// command_results) and cut short: their retry reaches the one-command sale, which does only the rest
// — nothing twice. A sale in the store whose units nobody took (another path wrote it) has them taken
// by the reactor, once, even when the reactor replays from the first event.

const { posShop } = usePosShop('pos_recovery');
type Shop = Awaited<ReturnType<typeof posShop>>;

/** One of the steps of before, sent once as they were (kept in command_results under its id). */
async function stepOfBefore<C extends Command, E extends DomainEvent, S>(
  shop: Shop,
  decider: Decider<C, E, S>,
  step: { commandId: string; streamId: string; command: CommandBody<C> },
) {
  const { store, database } = shop;
  const deps = { handler: shop.app.commands, results: new CommandResults(database.db), store };
  const context = { actor: { userId: shop.cashierId, roles: ['cashier'] }, correlationId: randomUUID() };
  const landing = await new ExactlyOnce(deps, COUNTER_SALE_STOCK).send(decider, {
    ...step,
    causeEventId: randomUUID(),
    context,
  });
  expect('refused' in landing ? landing.refused.message : 'landed').toBe('landed');
}

const putBack = (saleId: string, productId: string, quantity: number) => ({
  commandId: putBackId(saleId, productId),
  streamId: productStream(productId),
  command: {
    type: 'RegisterMovement' as const,
    data: {
      movementId: commandIdFor(putBackId(saleId, productId), 'movement'),
      type: 'return' as const,
      quantity,
      locationId: COUNTER,
      reference: { type: 'counter-sale', id: saleId },
      notes: 'Venta de mostrador rechazada: unidades devueltas',
    },
  },
});

describe('a counter sale begun by the steps of before, exactly once', () => {
  it('a retry after the units were taken (the request died there) takes nothing twice, even the last units', async () => {
    const shop = await posShop();
    const productId = await shop.product(2);
    const sessionId = await shop.open();
    const saleId = randomUUID();
    await stepOfBefore(shop, productDecider, saleTake(saleId, productId, 2, COUNTER));
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
    await stepOfBefore(shop, productDecider, saleTake(saleId, productId, 1, COUNTER));
    await stepOfBefore(shop, productDecider, putBack(saleId, productId, 1));
    const before = await shop.countEvents();
    const retried = await shop.sell(ticket(sessionId, [{ productId }], { saleId }));
    expect(retried.statusCode, retried.body).toBe(409);
    expect(retried.json().code).toBe('SALE.TURNED_DOWN');
    expect(await shop.countEvents()).toBe(before);
    expect(await shop.units(productId)).toBe(5);
  });

  it('a sale taken and rung, its session closed since: the retry writes it with its number, nothing twice', async () => {
    const shop = await posShop();
    const productId = await shop.product(3);
    const sessionId = await shop.open();
    const saleId = randomUUID();
    await stepOfBefore(shop, productDecider, saleTake(saleId, productId, 1, COUNTER));
    const data = {
      registerId: 'caja-1',
      sessionId,
      saleId,
      cashierId: shop.cashierId,
      grossCents: 45_000,
      discountCents: 0,
      taxCents: 8_550,
      totalCents: 53_550,
      takenByMethod: { cash: 53_550, card: 0, transfer: 0 },
    };
    const ring = { type: 'RecordSale' as const, data };
    const streamId = registerStream('caja-1');
    await stepOfBefore(shop, registerDecider, { commandId: commandIdFor(saleId, 'register'), streamId, command: ring });
    expect((await shop.close(sessionId, 1035.5)).statusCode).toBe(201);
    const before = await shop.countEvents();

    const retried = await shop.sell(ticket(sessionId, [{ productId }], { saleId }));
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await shop.countEvents()).toBe(before + 1);
    const [made] = await shop.saleEvents(saleId);
    expect(made!.data).toMatchObject({ number: 'CAJA-1-000001', locationId: COUNTER, stockMoved: true });
    expect(await shop.units(productId)).toBe(2);
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
    const [made] = await shop.saleEvents(saleId);
    expect((made!.data as CounterSaleMade['data']).stockMoved).toBeUndefined();

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

  it('a refund of before that the register never counted: its repeat counts it once, the reactor brings the units once', async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const sessionId = await shop.open();
    const saleId = randomUUID();
    const sold = await shop.sell(
      ticket(sessionId, [{ productId, quantity: 2 }], { saleId, payments: [{ method: 'cash', amount: 1100 }] }),
    );
    expect(sold.statusCode, sold.body).toBe(201);
    // The steps of before: the sale's refund event (no stockMoved), then the request died.
    const refundId = randomUUID();
    const data = { saleId, refundId, registerId: 'caja-1', sessionId, items: null, method: null, reason: 'Dañadas' };
    const actor = { userId: `supervisor-${randomUUID()}`, roles: ['pos_supervisor'] };
    const context = { commandId: commandIdFor(refundId, 'sale'), correlationId: refundId, actor };
    const refund = { type: 'RefundCounterSale' as const, data };
    await shop.app.commands.handle(counterSaleDecider, counterSaleStream(saleId), refund, context);
    expect((await shop.register()).open!.figures.refundsCents).toBe(0);

    const caughtUp = shop.startStockReactor();
    for (let i = 0; i < 2; i++) {
      const again = await shop.refund(saleId, { refundId, reason: 'Dañadas' });
      expect(again.statusCode, again.body).toBe(200);
    }
    await caughtUp();
    expect((await shop.register()).open!.figures.refundsCents).toBe(107_100);
    expect(await shop.units(productId)).toBe(10);
    expect((await shop.productEvents(productId)).filter((e) => e.data.type === 'return')).toHaveLength(1);
  });
});
