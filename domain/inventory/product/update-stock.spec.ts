import { describe, expect, it } from 'vitest';
import { HOME, SHOP, bought, effect, productAdded, spec, stockMoved, updateStock } from '../spec-fixtures';

// Spec 5 "Stock update": the quantity counted at a location (min 0). The ledger records it as an
// adjustment by the difference, with the count itself, so it still explains every unit.

const counted = (locationId: string, delta: number, count: number, notes = '') =>
  stockMoved({
    type: 'adjustment',
    quantity: Math.abs(delta),
    locationId,
    notes,
    countedQuantity: count,
    effects: [effect(locationId, delta, count)],
  });

describe('a rose with 10 units at the main warehouse and 3 at the downtown shop', () => {
  const history = [productAdded(), bought(10, HOME), bought(3, SHOP)];

  it('sets a higher count as an adjustment in by the difference', () => {
    spec
      .given(history)
      .when(updateStock({ quantity: 14 }))
      .then([counted(HOME, 4, 14)]);
  });

  it('sets a lower count as an adjustment out by the difference, down to 0', () => {
    spec
      .given(history)
      .when(updateStock({ quantity: 7, notes: ' Conteo semanal ' }))
      .then([counted(HOME, -3, 7, 'Conteo semanal')]);
    spec
      .given(history)
      .when(updateStock({ quantity: 0 }))
      .then([counted(HOME, -10, 0)]);
  });

  it('counts at the product’s own location unless another is given', () => {
    spec
      .given(history)
      .when(updateStock({ quantity: 1, location: ` ${SHOP} ` }))
      .then([counted(SHOP, -2, 1)]);
    spec
      .given(history)
      .when(updateStock({ quantity: 12, location: '  ' }))
      .then([counted(HOME, 2, 12)]);
  });

  it('starts a location with its first count', () => {
    spec
      .given(history)
      .when(updateStock({ quantity: 6, location: 'Bodega norte' }))
      .then([counted('Bodega norte', 6, 6)]);
  });

  it('decides nothing when the count is what the system already has', () => {
    spec
      .given(history)
      .when(updateStock({ quantity: 10 }))
      .thenNothing();
    spec
      .given(history)
      .when(updateStock({ quantity: 3, location: SHOP }))
      .thenNothing();
    spec
      .given(history)
      .when(updateStock({ quantity: 0, location: 'Bodega norte' }))
      .thenNothing();
  });

  it('refuses a count below 0 or not a whole number', () => {
    for (const quantity of [-1, 2.5, Number.NaN]) {
      const err = spec.given(history).when(updateStock({ quantity })).thenThrows('STOCK.QUANTITY_NEGATIVE');
      expect(err.errors).toEqual([
        { path: 'quantity', message: 'La cantidad debe ser un número entero mayor o igual a 0.' },
      ]);
    }
  });
});

describe('a product not in the catalogue', () => {
  it('cannot be counted', () => {
    spec
      .given([])
      .when(updateStock({ quantity: 5 }))
      .thenThrows('PRODUCT.NOT_FOUND');
  });
});
