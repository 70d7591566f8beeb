import { describe, it } from 'vitest';
import { command } from '../../shared/given-when-then';
import { NOW, ORDER_ID, orderSpec as spec, placed } from '../spec-fixtures';
import type { OrderEvent } from './events';

const LATER = '2026-01-15T11:00:00.000Z';
const step = (type: 'ConfirmOrder' | 'PrepareOrder' | 'MarkOrderReady') =>
  command(type, { orderId: ORDER_ID }, { now: LATER });
const confirmed: OrderEvent = { type: 'OrderConfirmed', data: { orderId: ORDER_ID, confirmedAt: NOW } };
const preparing: OrderEvent = { type: 'OrderPreparationStarted', data: { orderId: ORDER_ID, startedAt: NOW } };
const ready: OrderEvent = { type: 'OrderMarkedReady', data: { orderId: ORDER_ID, readyAt: NOW } };
const cancel = (reason = 'El cliente cambió de planes') =>
  command('CancelOrder', { orderId: ORDER_ID, reason }, { now: LATER });

describe('the staff’s steps', () => {
  it('pending → confirmed → preparing → ready, each from the one before', () => {
    spec
      .given([placed])
      .when(step('ConfirmOrder'))
      .then([{ type: 'OrderConfirmed', data: { orderId: ORDER_ID, confirmedAt: LATER } }]);
    spec
      .given([placed, confirmed])
      .when(step('PrepareOrder'))
      .then([{ type: 'OrderPreparationStarted', data: { orderId: ORDER_ID, startedAt: LATER } }]);
    spec
      .given([placed, confirmed, preparing])
      .when(step('MarkOrderReady'))
      .then([{ type: 'OrderMarkedReady', data: { orderId: ORDER_ID, readyAt: LATER } }]);
  });
  it('asking again for the step just taken decides nothing; skipping one is refused', () => {
    spec.given([placed, confirmed]).when(step('ConfirmOrder')).thenNothing();
    spec.given([placed]).when(step('MarkOrderReady')).thenThrows('ORDER.ILLEGAL_TRANSITION');
    spec.given([placed, confirmed, preparing, ready]).when(step('ConfirmOrder')).thenThrows('ORDER.ILLEGAL_TRANSITION');
    spec.given([]).when(step('ConfirmOrder')).thenThrows('ORDER.NOT_FOUND');
  });
});

describe('cancelling', () => {
  it('until the order leaves, with its reason and the status it had; a retried cancel is one cancel', () => {
    const cancelled: OrderEvent = {
      type: 'OrderCancelled',
      data: {
        orderId: ORDER_ID,
        reason: 'El cliente cambió de planes',
        previousStatus: 'ready',
        cancelledAt: LATER,
        returnedLines: [],
      },
    };
    spec.given([placed, confirmed, preparing, ready]).when(cancel()).then([cancelled]);
    spec.given([placed, cancelled]).when(cancel()).thenNothing();
    spec.given([placed]).when(cancel('   ')).thenThrows('ORDER.CANCEL_REASON_REQUIRED');
  });
});

describe('payment at delivery or at the counter', () => {
  const pay = command('MarkOrderPaid', { orderId: ORDER_ID, method: 'card', place: 'counter' } as const, {
    now: LATER,
  });
  it('records the whole total once; never for a cancelled order', () => {
    const paid: OrderEvent = {
      type: 'OrderPaid',
      data: { orderId: ORDER_ID, method: 'card', place: 'counter', amountCents: 7500, paidAt: LATER },
    };
    spec.given([placed]).when(pay).then([paid]);
    spec.given([placed, paid]).when(pay).thenThrows('ORDER.ALREADY_PAID');
    const cancelled: OrderEvent = {
      type: 'OrderCancelled',
      data: { orderId: ORDER_ID, reason: 'x', previousStatus: 'pending', cancelledAt: NOW, returnedLines: [] },
    };
    spec.given([placed, cancelled]).when(pay).thenThrows('ORDER.ILLEGAL_TRANSITION');
  });
});

describe('the units, taken by the stock reactor and returned exactly once', () => {
  const units = [
    { productId: placed.data.items[0]!.productId, locationId: 'Almacén principal', quantity: 2 },
    { productId: placed.data.items[1]!.productId, locationId: 'Almacén principal', quantity: 1 },
  ];
  const taken: OrderEvent = { type: 'OrderStockTaken', data: { orderId: ORDER_ID, takenAt: NOW, returnedLines: [] } };
  const takeRecorded = command('RecordOrderStockTaken', { orderId: ORDER_ID }, { now: LATER });
  const cancelledBefore: OrderEvent = {
    type: 'OrderCancelled',
    data: { orderId: ORDER_ID, reason: 'x', previousStatus: 'pending', cancelledAt: NOW, returnedLines: [] },
  };

  it('taken once; cancelled afterwards, the cancellation returns them', () => {
    spec
      .given([placed])
      .when(takeRecorded)
      .then([{ ...taken, data: { ...taken.data, takenAt: LATER } }]);
    spec.given([placed, taken]).when(takeRecorded).thenNothing();
    spec
      .given([placed, taken])
      .when(cancel())
      .then([
        {
          type: 'OrderCancelled',
          data: {
            orderId: ORDER_ID,
            reason: 'El cliente cambió de planes',
            previousStatus: 'pending',
            cancelledAt: LATER,
            returnedLines: units,
          },
        },
      ]);
  });

  it('cancelled before they were taken: taking them returns them at once', () => {
    spec
      .given([placed, cancelledBefore])
      .when(takeRecorded)
      .then([{ type: 'OrderStockTaken', data: { orderId: ORDER_ID, takenAt: LATER, returnedLines: units } }]);
  });

  it('a cancellation that puts the units back itself says so, whatever it names', () => {
    const returning = command('CancelOrder', { orderId: ORDER_ID, reason: 'x', returnsStock: true }, { now: LATER });
    const atCheckout: OrderEvent = { ...placed, data: { ...placed.data, stockTakenAtCheckout: true } };
    const cancelled = (returnedLines: typeof units): OrderEvent => ({
      type: 'OrderCancelled',
      data: {
        orderId: ORDER_ID,
        reason: 'x',
        previousStatus: 'pending',
        cancelledAt: LATER,
        returnedLines,
        stockReturnedAtCancel: true,
      },
    });
    spec
      .given([atCheckout])
      .when(returning)
      .then([cancelled(units)]);
    spec
      .given([placed, taken])
      .when(returning)
      .then([cancelled(units)]);
    // An older order whose units the reactor has not taken yet: none now; its OrderStockTaken returns them.
    spec
      .given([placed])
      .when(returning)
      .then([cancelled([])]);
  });

  it('the reactor’s shortage cancel returns nothing (it put back what it took) and is void once all were taken', () => {
    const short = command('CancelOrder', { orderId: ORDER_ID, reason: 'Sin stock', stockShort: true }, { now: LATER });
    spec
      .given([placed])
      .when(short)
      .then([
        {
          type: 'OrderCancelled',
          data: {
            orderId: ORDER_ID,
            reason: 'Sin stock',
            previousStatus: 'pending',
            cancelledAt: LATER,
            returnedLines: [],
          },
        },
      ]);
    spec.given([placed, taken]).when(short).thenNothing();
  });
});
