import { describe, expect, it } from 'vitest';
import { CONSIGNED, productDecider, type ProductEvent, type ProductState } from '../../inventory';
import { bought, productAdded } from '../../inventory/spec-fixtures';
import { specMetadata } from '../../shared/given-when-then';
import { DomainError } from '../../shared/errors';
import { stockMovementsFor } from './stock-follows';
import { decideStockWith, stockMovedWith } from './with-stock';
import {
  AGREEMENT_ID,
  HOME,
  ROSE,
  SHOP,
  TULIP,
  agreementCreated,
  rose,
  saleLine,
  saleRegistered,
} from '../spec-fixtures';

// Issue 41: an agreement command decides on its products too. Each product decides the movement the
// reactor would have sent for the event (the same ids), on its state in this command; a product
// short of the units refuses the whole command with its own message.

const productFrom = (...events: ProductEvent[]): ProductState =>
  events.reduce(productDecider.evolve, productDecider.initialState());
const roses = (units: number) =>
  productFrom(productAdded({ productId: ROSE, name: 'Rosa roja', location: HOME }), bought(units, HOME));
const tulips = (units: number) =>
  productFrom(productAdded({ productId: TULIP, name: 'Tulipán', sku: 'TUL-001', location: SHOP }), bought(units, SHOP));

const ids = {
  eventIdOf: (i: number) => `event-${i}`,
  idsFor: (eventId: string) => (name: string) => `id(${eventId}|${name})`,
};

describe('an agreement command with its stock', () => {
  it('moves each product with the event, with the ids the reactor derives, and marks the event', () => {
    const created = agreementCreated();
    const products = [
      { productId: ROSE, state: roses(12) },
      { productId: TULIP, state: tulips(4) },
    ];
    const both = decideStockWith(AGREEMENT_ID, [created], products, ids, specMetadata);
    expect(both.agreement).toEqual([{ ...created, data: { ...created.data, stockMoved: true } }]);
    expect(stockMovedWith(both.agreement[0]!)).toBe(true);
    expect(stockMovedWith(created)).toBe(false);
    const derived = stockMovementsFor(AGREEMENT_ID, created, 'event-0', ids.idsFor('event-0'));
    expect(both.products.map((moved) => moved.map((e) => e.data.movementId))).toEqual(
      derived.map((d) => [d.movement.movementId]),
    );
    expect(both.products.map((moved) => moved.map((e) => e.data.effects))).toEqual([
      [
        [
          { locationId: HOME, delta: -10, balanceAfter: 2 },
          { locationId: CONSIGNED, delta: 10, balanceAfter: 10 },
        ],
      ],
      [
        [
          { locationId: SHOP, delta: -4, balanceAfter: 0 },
          { locationId: CONSIGNED, delta: 4, balanceAfter: 4 },
        ],
      ],
    ]);
  });

  it('refuses with the product’s stock message when the product cannot give the units', () => {
    const sale = saleRegistered([saleLine(rose, 3, [7650, 1530, 6120])]);
    const run = () => decideStockWith(AGREEMENT_ID, [sale], [{ productId: ROSE, state: roses(12) }], ids, specMetadata);
    expect(run).toThrow(DomainError);
    expect(run).toThrow('No hay suficientes unidades de Rosa roja en consignación: hay 0, se piden 3.');
  });

  it('moves only the products the event names, and fails loudly on one it was not given', () => {
    const both = [
      { productId: ROSE, state: roses(12) },
      { productId: TULIP, state: tulips(4) },
    ];
    const placed = decideStockWith(AGREEMENT_ID, [agreementCreated()], both, ids, specMetadata);
    const rosesPlaced = placed.products[0]!.reduce(productDecider.evolve, roses(12));
    const sale = saleRegistered([saleLine(rose, 3, [7650, 1530, 6120])]);
    const atHand = [{ productId: ROSE, state: rosesPlaced }, both[1]!];
    const sold = decideStockWith(AGREEMENT_ID, [sale], atHand, ids, specMetadata);
    expect(sold.products.map((moved) => moved.map((e) => [e.data.type, e.data.quantity]))).toEqual([
      [['consignment_sold', 3]],
      [],
    ]);
    expect(() => decideStockWith(AGREEMENT_ID, [sale], [both[1]!], ids, specMetadata)).toThrow(/was not read/);
  });
});
