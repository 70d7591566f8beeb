import { describe, expect, it } from 'vitest';
import { CONSIGNED } from './events';
import { INVENTORY_MESSAGES as M } from './errors';
import {
  HOME,
  addProduct,
  bought,
  consignedOut,
  effect,
  productAdded,
  registerMovement,
  spec,
  stockMoved,
  updateProduct,
  updateStock,
} from '../spec-fixtures';

// 'consignación' is where the product keeps the units on partners' shelves. A real location with
// that name would mix them with ours (a transfer there would count as consigned), so it is refused
// wherever a location is named — only the consignment movements reach it.

const agreement = { type: 'agreement', id: 'AG-1' };

describe('a product not yet in the catalogue', () => {
  it('cannot live at the consignment location', () => {
    const err = spec
      .given([])
      .when(addProduct({ location: CONSIGNED }))
      .thenThrows('MOVEMENT.LOCATION_RESERVED');
    expect(err.kind).toBe('validation');
    expect(err.message).toBe(M['MOVEMENT.LOCATION_RESERVED']);
    expect(err.message).toContain('«consignación»');
    expect(err.errors).toEqual([{ path: 'location', message: M['MOVEMENT.LOCATION_RESERVED'] }]);
    spec
      .given([])
      .when(addProduct({ location: ` ${CONSIGNED} `, currentStock: 5 }))
      .thenThrows('MOVEMENT.LOCATION_RESERVED');
  });
});

describe('a rose with 10 units at the main warehouse and 4 placed with a partner', () => {
  const history = [productAdded(), bought(10, HOME), consignedOut(4, 10)];

  it('cannot be moved to the consignment location', () => {
    spec
      .given(history)
      .when(updateProduct({ location: CONSIGNED }))
      .thenThrows('MOVEMENT.LOCATION_RESERVED');
  });

  it('cannot move out of or into the consignment location by name', () => {
    const from = spec.given(history).when(registerMovement({ type: 'adjustment', quantity: 1, locationId: CONSIGNED }));
    expect(from.thenThrows('MOVEMENT.LOCATION_RESERVED').errors?.[0]?.path).toBe('locationId');
    const to = spec
      .given(history)
      .when(registerMovement({ type: 'transfer', quantity: 2, targetLocationId: CONSIGNED }));
    expect(to.thenThrows('MOVEMENT.LOCATION_RESERVED').errors?.[0]?.path).toBe('targetLocationId');
    const sold = registerMovement({
      type: 'consignment_sold',
      quantity: 1,
      locationId: CONSIGNED,
      reference: agreement,
    });
    spec.given(history).when(sold).thenThrows('MOVEMENT.LOCATION_RESERVED');
    const back = registerMovement({
      type: 'consignment_return',
      quantity: 1,
      locationId: ` ${CONSIGNED}`,
      reference: agreement,
    });
    spec.given(history).when(back).thenThrows('MOVEMENT.LOCATION_RESERVED');
  });

  it('cannot be counted at the consignment location', () => {
    const err = spec
      .given(history)
      .when(updateStock({ quantity: 0, location: CONSIGNED }))
      .thenThrows('MOVEMENT.LOCATION_RESERVED');
    expect(err.errors?.[0]?.path).toBe('location');
  });

  it('still reaches consignment through the consignment movements, and takes other names alike', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'consignment_sold', quantity: 1, reference: agreement }))
      .then([
        stockMoved({
          type: 'consignment_sold',
          quantity: 1,
          reference: agreement,
          effects: [effect(CONSIGNED, -1, 3)],
        }),
      ]);
    spec
      .given(history)
      .when(registerMovement({ type: 'transfer', quantity: 1, targetLocationId: 'Consignación Polanco' }))
      .then([
        stockMoved({
          type: 'transfer',
          quantity: 1,
          targetLocationId: 'Consignación Polanco',
          effects: [effect(HOME, -1, 5), effect('Consignación Polanco', 1, 1)],
        }),
      ]);
  });
});
