import { describe, expect, it } from 'vitest';
import type { ProductCommand } from './commands';
import { CONSIGNED, type ProductEvent } from './events';
import { evolve, initialProduct, totalStock, type KnownProduct, type ProductState } from './evolve';
import { decide } from './decide';
import {
  HOME,
  NOW,
  SHOP,
  addProduct,
  effect,
  productAdded,
  registerMovement,
  stockMoved,
  updateProduct,
  updateStock,
} from '../spec-fixtures';

// What the product knows after its history: details, price, status, the units at each of our
// locations and the units on partners' shelves. decide() relies on it for every refusal.

const replay = (events: ProductEvent[], from: ProductState = initialProduct()) => events.reduce(evolve, from);
/** Runs commands one after another as the command handler would: decide, then evolve. */
const afterCommands = (commands: ProductCommand[]) =>
  commands.reduce((state, c) => replay(decide(c, state), state), initialProduct()) as KnownProduct;

const agreement = { type: 'agreement', id: 'AG-1' };
const rose: KnownProduct = (() => {
  const { addedAt: _addedAt, ...data } = productAdded().data;
  return { ...data, vaseLifeDays: null, requiresLots: false, stock: {}, consigned: 0, lots: {}, lotStock: {} };
})();

describe('a product never added', () => {
  it('is absent, and stays absent whatever else its stream holds', () => {
    expect(initialProduct()).toEqual({ status: 'absent' });
    const stray: ProductEvent = {
      type: 'ProductStatusChanged',
      data: { status: 'inactive', previousStatus: 'active', changedAt: NOW },
    };
    expect(replay([stray])).toEqual({ status: 'absent' });
  });
});

describe('a product just added', () => {
  it('holds its details, price and status, and nothing in stock', () => {
    expect(replay([productAdded()])).toEqual(rose);
    expect(totalStock(rose)).toBe(0);
  });

  it('holds its opening stock at its location', () => {
    const state = afterCommands([addProduct({ currentStock: 12 })]);
    expect(state.stock).toEqual({ [HOME]: 12 });
    expect(totalStock(state)).toBe(12);
  });
});

describe('a product after a day of movements', () => {
  const day = [
    addProduct({ currentStock: 10 }),
    registerMovement({ type: 'transfer', quantity: 4, targetLocationId: SHOP }),
    registerMovement({ type: 'consignment_out', quantity: 3, reference: agreement }),
    registerMovement({ type: 'consignment_sold', quantity: 1, reference: agreement }),
    registerMovement({ type: 'consignment_return', quantity: 1, locationId: SHOP, reference: agreement }),
    updateStock({ quantity: 2, location: SHOP }),
  ];

  it('knows the units at each location and with partners', () => {
    const state = afterCommands(day);
    expect(state.stock).toEqual({ [HOME]: 3, [SHOP]: 2 });
    expect(state.consigned).toBe(1);
    expect(totalStock(state)).toBe(5);
  });

  it('keeps an emptied location with 0', () => {
    const state = afterCommands([
      ...day,
      registerMovement({ type: 'sale', quantity: 3, reference: { type: 'order', id: 'O-1' } }),
    ]);
    expect(state.stock).toEqual({ [HOME]: 0, [SHOP]: 2 });
    expect(CONSIGNED in state.stock).toBe(false);
  });

  it('takes the new details, price and status, and keeps its stock', () => {
    const state = afterCommands([
      ...day,
      updateProduct({ name: 'Rosa blanca', price: 30, wholesalePrice: 20, status: 'inactive' }),
    ]);
    expect(state).toMatchObject({
      name: 'Rosa blanca',
      priceCents: 3000,
      wholesalePriceCents: 2000,
      status: 'inactive',
      consigned: 1,
    });
    expect(state.stock).toEqual({ [HOME]: 3, [SHOP]: 2 });
  });
});

describe('a product whose ledger lines carry their balances', () => {
  it('holds the balance the last line says was left, as the stock-as-of answer does, rather than a sum of deltas', () => {
    const line = stockMoved({
      type: 'purchase',
      quantity: 5,
      effects: [effect(HOME, 5, 5), effect(CONSIGNED, 2, 2)],
    });
    const state = replay([productAdded(), line, line]) as KnownProduct;
    expect(state.stock).toEqual({ [HOME]: 5 });
    expect(state.consigned).toBe(2);
  });
});

describe('a product whose stream holds an event this version does not know', () => {
  it('is left as it was', () => {
    const future = { type: 'ProductRenamedInFuture', data: { name: 'X' } } as unknown as ProductEvent;
    const state = replay([productAdded()]);
    expect(evolve(state, future)).toBe(state);
    expect(evolve(initialProduct(), future)).toEqual({ status: 'absent' });
  });
});
