import { describe, expect, it } from 'vitest';
import { NO_LOT, type LotReceived, type StockMoved } from './events';
import { decide } from './decide';
import { evolve, initialProduct } from './evolve';
import { HOME, SHOP, effect, productAdded, registerMovement, spec, stockMoved, updateStock } from '../spec-fixtures';

// Issue 44: three lots of roses at the main warehouse, bought on three days from three growers.
// Every outflow takes the lot whose sell-by comes first, unless it names one.

const lotId = (n: number) => `5b0c1a52-5d0e-4c1b-9a55-00000000000${n}`;
const lot = (n: number, over: Partial<LotReceived>): LotReceived => ({
  lotId: lotId(n),
  code: `L${n}`,
  supplier: null,
  cutDate: null,
  vaseLifeDays: 7,
  unitCostCents: 100,
  receivedOn: '2026-01-10',
  sellBy: '2026-01-17',
  ...over,
});
// Received in this order, but lot 2 (Homestead, 5 days) must go before lot 1 (Valle, 9 days).
const valle = lot(1, { supplier: 'Flores del Valle', vaseLifeDays: 9, sellBy: '2026-01-19', unitCostCents: 120 });
const homestead = lot(2, { supplier: 'Homestead Growers', vaseLifeDays: 5, sellBy: '2026-01-15', unitCostCents: 80 });
const ecuador = lot(3, { supplier: 'Ecuador Roses Co.', vaseLifeDays: 12, sellBy: '2026-01-24', unitCostCents: 150 });

let balance = 0;
const received = (l: LotReceived, units: number): StockMoved => {
  balance += units;
  return stockMoved({
    movementId: l.lotId,
    type: 'purchase',
    quantity: units,
    effects: [effect(HOME, units, balance)],
    lot: l,
    lots: [{ lotId: l.lotId, locationId: HOME, delta: units }],
  });
};
const rose = productAdded({ vaseLifeDays: 7, wholesalePriceCents: 90 });
const history = (() => {
  balance = 0;
  return [rose, received(valle, 10), received(homestead, 4), received(ecuador, 6)];
})();
const order = { type: 'order', id: 'ORD-1001' };
const took = (n: number, units: number, at = HOME) => ({ lotId: lotId(n), locationId: at, delta: -units });

describe('three lots of roses: 10 from Valle (sell by 19th), 4 from Homestead (15th), 6 from Ecuador (24th)', () => {
  it('sells from the lot that expires first', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 3, reference: order }))
      .then([
        stockMoved({
          type: 'sale',
          quantity: 3,
          reference: order,
          effects: [effect(HOME, -3, 17)],
          lots: [took(2, 3)],
        }),
      ]);
  });

  it('spans two lots when the first runs out, in sell-by order', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 7, reference: order }))
      .then([
        stockMoved({
          type: 'sale',
          quantity: 7,
          reference: order,
          effects: [effect(HOME, -7, 13)],
          lots: [took(2, 4), took(1, 3)],
        }),
      ]);
  });

  it('takes from the lot the florist names', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 2, reference: order, lotId: lotId(3) }))
      .then([
        stockMoved({
          type: 'sale',
          quantity: 2,
          reference: order,
          effects: [effect(HOME, -2, 18)],
          lots: [took(3, 2)],
        }),
      ]);
  });

  it('refuses more than the named lot holds, saying what it holds', () => {
    const error = spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 5, reference: order, lotId: lotId(2) }))
      .thenThrows('LOT.SHORT');
    expect(error.message).toBe('El lote L2 tiene 4 unidades en Almacén principal; se piden 5.');
  });

  it('refuses a sale of more than all the lots hold', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 21, reference: order }))
      .thenThrows('MOVEMENT.INSUFFICIENT_STOCK');
  });

  it('prices waste at the cost of the lots it took: 4 × 0.80 + 1 × 1.20', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'waste', quantity: 5, cause: 'expired' }))
      .then([
        stockMoved({
          type: 'waste',
          quantity: 5,
          effects: [effect(HOME, -5, 15)],
          lots: [took(2, 4), took(1, 1)],
          cause: 'expired',
          costCents: 4 * 80 + 120,
        }),
      ]);
  });

  it('asks waste for its cause, and only waste', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'waste', quantity: 1 }))
      .thenThrows('WASTE.CAUSE_REQUIRED');
    spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 1, reference: order, cause: 'damaged' }))
      .thenThrows('WASTE.CAUSE_ONLY_FOR_WASTE');
  });

  it('moves the same lots to another place, in sell-by order', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'transfer', quantity: 5, targetLocationId: SHOP }))
      .then([
        stockMoved({
          type: 'transfer',
          quantity: 5,
          targetLocationId: SHOP,
          effects: [effect(HOME, -5, 15), effect(SHOP, 5, 5)],
          lots: [took(2, 4), took(1, 1), { ...took(2, -4, SHOP) }, { ...took(1, -1, SHOP) }],
        }),
      ]);
  });

  it('takes a count short of units first-expiring-first-out', () => {
    spec
      .given(history)
      .when(updateStock({ quantity: 18 }))
      .then([
        stockMoved({
          type: 'adjustment',
          quantity: 2,
          countedQuantity: 18,
          effects: [effect(HOME, -2, 18)],
          lots: [took(2, 2)],
        }),
      ]);
  });

  it('refuses a lot it never received', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 1, reference: order, lotId: lotId(9) }))
      .thenThrows('LOT.NOT_FOUND');
  });
});

describe('receiving a lot', () => {
  const now = '2026-01-15';
  it('dates its sell-by from the cut, with the lot’s vase life and cost', () => {
    const data = {
      code: 'FV-0115',
      supplier: 'Flores del Valle',
      cutDate: '2026-01-13',
      vaseLifeDays: 9,
      unitCost: 1.2,
    };
    const movementId = lotId(5);
    const received = lot(5, { code: 'FV-0115', supplier: 'Flores del Valle', cutDate: '2026-01-13', vaseLifeDays: 9 });
    spec
      .given([rose])
      .when(registerMovement({ movementId, type: 'purchase', quantity: 10, lot: data, receivedOn: now }))
      .then([
        stockMoved({
          movementId,
          type: 'purchase',
          quantity: 10,
          effects: [effect(HOME, 10, 10)],
          lot: { ...received, unitCostCents: 120, receivedOn: now, sellBy: '2026-01-22' },
          lots: [{ lotId: movementId, locationId: HOME, delta: 10 }],
        }),
      ]);
  });

  it('gives a perishable product’s purchase without a lot one of its own vase life, at the wholesale price', () => {
    const [line] = decide(registerMovement({ type: 'purchase', quantity: 3 }), evolve(initialProduct(), rose));
    expect((line as StockMoved).data.lot).toMatchObject({ sellBy: '2026-01-22', unitCostCents: 90, supplier: null });
  });

  it('refuses a purchase without a lot when the product requires lots, and a lot on anything but a purchase', () => {
    const strict = productAdded({ vaseLifeDays: 7, requiresLots: true });
    spec
      .given([strict])
      .when(registerMovement({ type: 'purchase', quantity: 3 }))
      .thenThrows('LOT.REQUIRED');
    spec
      .given(history)
      .when(registerMovement({ type: 'return', quantity: 1, lot: { vaseLifeDays: 3 } }))
      .thenThrows('LOT.ONLY_ON_RECEIPT');
  });

  it('refuses a cut date after the day it arrives', () => {
    spec
      .given([rose])
      .when(registerMovement({ type: 'purchase', quantity: 1, lot: { cutDate: '2026-01-16' }, receivedOn: now }))
      .thenThrows('LOT.CUT_DATE');
  });

  it('keeps a product that is not perishable as it was: its lines name no lot ("sin lote")', () => {
    spec
      .given([productAdded()])
      .when(registerMovement({ type: 'purchase', quantity: 3 }))
      .then([stockMoved({ type: 'purchase', quantity: 3, effects: [effect(HOME, 3, 3)] })]);
    expect(NO_LOT).toBe('sin-lote');
  });
});
