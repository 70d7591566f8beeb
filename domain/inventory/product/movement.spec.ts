import { describe, it } from 'vitest';
import { CONSIGNED } from './events';
import {
  HOME,
  SHOP,
  bought,
  consignedOut,
  effect,
  productAdded,
  registerMovement,
  spec,
  stockMoved,
} from '../spec-fixtures';

// Spec 5 "Movement": what each of the eight types does at each place, with the balance it leaves
// there (so the ledger alone answers the stock at any moment).

const order = { type: 'order', id: 'ORD-1001' };
const agreement = { type: 'agreement', id: 'AG-1' };

describe('a rose with 10 units at the main warehouse and 3 at the downtown shop', () => {
  const history = [productAdded(), bought(10, HOME), bought(3, SHOP)];

  it('adds a purchase (Compra) to the product’s own location when none is given', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'purchase', quantity: 5 }))
      .then([stockMoved({ type: 'purchase', quantity: 5, effects: [effect(HOME, 5, 15)] })]);
  });

  it('adds a purchase or a customer return to the location given', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'purchase', quantity: 2, locationId: SHOP }))
      .then([stockMoved({ type: 'purchase', quantity: 2, locationId: SHOP, effects: [effect(SHOP, 2, 5)] })]);
    spec
      .given(history)
      .when(registerMovement({ type: 'return', quantity: 1, locationId: SHOP }))
      .then([stockMoved({ type: 'return', quantity: 1, locationId: SHOP, effects: [effect(SHOP, 1, 4)] })]);
  });

  it('takes a sale out of the location, naming the order that caused it', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 4, reference: order }))
      .then([stockMoved({ type: 'sale', quantity: 4, reference: order, effects: [effect(HOME, -4, 6)] })]);
  });

  it('sells the very last units, leaving 0', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 3, locationId: SHOP, reference: order }))
      .then([
        stockMoved({
          type: 'sale',
          quantity: 3,
          locationId: SHOP,
          reference: order,
          effects: [effect(SHOP, -3, 0)],
        }),
      ]);
  });

  it('counts an adjustment as shrinkage (out) unless it says in', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'adjustment', quantity: 2, notes: 'Flores marchitas' }))
      .then([
        stockMoved({
          type: 'adjustment',
          quantity: 2,
          notes: 'Flores marchitas',
          effects: [effect(HOME, -2, 8)],
        }),
      ]);
    spec
      .given(history)
      .when(registerMovement({ type: 'adjustment', quantity: 2, direction: 'out' }))
      .then([stockMoved({ type: 'adjustment', quantity: 2, effects: [effect(HOME, -2, 8)] })]);
    spec
      .given(history)
      .when(registerMovement({ type: 'adjustment', quantity: 2, direction: 'in' }))
      .then([stockMoved({ type: 'adjustment', quantity: 2, effects: [effect(HOME, 2, 12)] })]);
  });

  it('moves a transfer out of the origin and into the target', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'transfer', quantity: 4, targetLocationId: SHOP }))
      .then([
        stockMoved({
          type: 'transfer',
          quantity: 4,
          targetLocationId: SHOP,
          effects: [effect(HOME, -4, 6), effect(SHOP, 4, 7)],
        }),
      ]);
  });

  it('opens a new location with the first transfer into it', () => {
    spec
      .given(history)
      .when(
        registerMovement({
          type: 'transfer',
          quantity: 3,
          locationId: SHOP,
          targetLocationId: ' Bodega norte ',
        }),
      )
      .then([
        stockMoved({
          type: 'transfer',
          quantity: 3,
          locationId: SHOP,
          targetLocationId: 'Bodega norte',
          effects: [effect(SHOP, -3, 0), effect('Bodega norte', 3, 3)],
        }),
      ]);
  });

  it('places units with a partner: out of the origin, into consignment', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'consignment_out', quantity: 4, reference: agreement }))
      .then([
        stockMoved({
          type: 'consignment_out',
          quantity: 4,
          reference: agreement,
          effects: [effect(HOME, -4, 6), effect(CONSIGNED, 4, 4)],
        }),
      ]);
  });
});

describe('a rose with 6 units at the main warehouse and 4 placed with a partner', () => {
  const history = [productAdded(), bought(10, HOME), consignedOut(4, 10)];

  it('takes a partner’s sale out of consignment only; our shelves do not change', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'consignment_sold', quantity: 3, reference: agreement }))
      .then([
        stockMoved({
          type: 'consignment_sold',
          quantity: 3,
          reference: agreement,
          effects: [effect(CONSIGNED, -3, 1)],
        }),
      ]);
  });

  it('brings a partner’s return from consignment back to the origin', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'consignment_return', quantity: 2, reference: agreement }))
      .then([
        stockMoved({
          type: 'consignment_return',
          quantity: 2,
          reference: agreement,
          effects: [effect(CONSIGNED, -2, 2), effect(HOME, 2, 8)],
        }),
      ]);
    spec
      .given(history)
      .when(registerMovement({ type: 'consignment_return', quantity: 4, locationId: SHOP, reference: agreement }))
      .then([
        stockMoved({
          type: 'consignment_return',
          quantity: 4,
          locationId: SHOP,
          reference: agreement,
          effects: [effect(CONSIGNED, -4, 0), effect(SHOP, 4, 4)],
        }),
      ]);
  });

  it('places more with a partner on top of what is already there', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'consignment_out', quantity: 6, reference: agreement }))
      .then([
        stockMoved({
          type: 'consignment_out',
          quantity: 6,
          reference: agreement,
          effects: [effect(HOME, -6, 0), effect(CONSIGNED, 6, 10)],
        }),
      ]);
  });
});

describe('a rose that lives at the downtown shop', () => {
  const history = [productAdded({ location: SHOP }), bought(5, SHOP)];

  it('moves from the shop when no origin is given, and a blank origin counts as none', () => {
    const sold = stockMoved({
      type: 'sale',
      quantity: 1,
      locationId: SHOP,
      reference: order,
      effects: [effect(SHOP, -1, 4)],
    });
    spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 1, reference: order }))
      .then([sold]);
    spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 1, locationId: '  ', reference: order }))
      .then([sold]);
  });
});
