import { describe, expect, it } from 'vitest';
import type { ProductCommand } from './commands';
import type { MovementType } from './events';
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

// Spec 5 "Movement": quantity >= 1, a transfer needs a target, four types need a reference (the
// others drop it), and no movement takes a place below zero.

const order = { type: 'order', id: 'ORD-1001' };
const untyped = (data: Record<string, unknown>) => registerMovement(data as never) as ProductCommand;

describe('a rose with 10 units at the main warehouse and 3 at the downtown shop', () => {
  const history = [productAdded(), bought(10, HOME), bought(3, SHOP)];

  it('refuses a quantity that is not a whole number of at least 1', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      const err = spec
        .given(history)
        .when(registerMovement({ type: 'purchase', quantity }))
        .thenThrows('MOVEMENT.QUANTITY_MIN');
      expect(err.errors).toEqual([
        { path: 'quantity', message: 'La cantidad debe ser un número entero mayor o igual a 1.' },
      ]);
    }
  });

  it('refuses a type that is not one of the eight', () => {
    spec
      .given(history)
      .when(untyped({ type: 'gift', quantity: 1 }))
      .thenThrows('MOVEMENT.INVALID_TYPE');
    spec
      .given(history)
      .when(untyped({ type: 'opening', quantity: 1 }))
      .thenThrows('MOVEMENT.INVALID_TYPE');
  });

  it('refuses an adjustment direction other than in or out, rather than taking it as shrinkage', () => {
    spec
      .given(history)
      .when(untyped({ type: 'adjustment', quantity: 1, direction: 'IN' }))
      .thenThrows('MOVEMENT.INVALID_DIRECTION');
    spec
      .given(history)
      .when(untyped({ type: 'adjustment', quantity: 1, direction: '' }))
      .thenThrows('MOVEMENT.INVALID_DIRECTION');
  });

  it('refuses a transfer without a target, or to the place it leaves from', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'transfer', quantity: 1 }))
      .thenThrows('MOVEMENT.TARGET_REQUIRED');
    spec
      .given(history)
      .when(registerMovement({ type: 'transfer', quantity: 1, targetLocationId: '  ' }))
      .thenThrows('MOVEMENT.TARGET_REQUIRED');
    spec
      .given(history)
      .when(registerMovement({ type: 'transfer', quantity: 1, targetLocationId: HOME }))
      .thenThrows('MOVEMENT.TARGET_SAME');
    const same = registerMovement({
      type: 'transfer',
      quantity: 1,
      locationId: SHOP,
      targetLocationId: ` ${SHOP} `,
    });
    spec.given(history).when(same).thenThrows('MOVEMENT.TARGET_SAME');
  });

  it('drops the target of anything but a transfer', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'purchase', quantity: 1, targetLocationId: SHOP }))
      .then([stockMoved({ type: 'purchase', quantity: 1, effects: [effect(HOME, 1, 11)] })]);
  });

  it('refuses a sale or consignment movement without both reference type and id', () => {
    const referenced: MovementType[] = ['sale', 'consignment_out', 'consignment_sold', 'consignment_return'];
    for (const type of referenced) {
      for (const reference of [undefined, { type: '', id: 'X' }, { type: 'order', id: '  ' }]) {
        spec
          .given(history)
          .when(registerMovement({ type, quantity: 1, reference }))
          .thenThrows('MOVEMENT.REFERENCE_REQUIRED');
      }
    }
  });

  it('keeps the reference trimmed, and drops it for the other four types', () => {
    spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 1, reference: { type: ' order ', id: ' ORD-1001 ' } }))
      .then([stockMoved({ type: 'sale', quantity: 1, reference: order, effects: [effect(HOME, -1, 9)] })]);
    spec
      .given(history)
      .when(registerMovement({ type: 'return', quantity: 1, reference: order }))
      .then([stockMoved({ type: 'return', quantity: 1, effects: [effect(HOME, 1, 11)] })]);
    spec
      .given(history)
      .when(registerMovement({ type: 'transfer', quantity: 1, targetLocationId: SHOP, reference: order }))
      .then([
        stockMoved({
          type: 'transfer',
          quantity: 1,
          targetLocationId: SHOP,
          effects: [effect(HOME, -1, 9), effect(SHOP, 1, 4)],
        }),
      ]);
  });

  it('keeps the notes trimmed', () => {
    spec
      .given(history)
      .when(
        registerMovement({
          type: 'adjustment',
          quantity: 1,
          direction: 'in',
          notes: '  Recuento de la mañana \n',
        }),
      )
      .then([
        stockMoved({
          type: 'adjustment',
          quantity: 1,
          notes: 'Recuento de la mañana',
          effects: [effect(HOME, 1, 11)],
        }),
      ]);
  });

  it('refuses to take a location below zero, saying what is there and what was asked', () => {
    const err = spec
      .given(history)
      .when(registerMovement({ type: 'sale', quantity: 11, reference: order }))
      .thenThrows('MOVEMENT.INSUFFICIENT_STOCK');
    expect(err.kind).toBe('illegal-state');
    expect(err.message).toBe('Stock insuficiente de Rosa roja en Almacén principal: hay 10, se piden 11.');
    const nowhere = registerMovement({
      type: 'sale',
      quantity: 1,
      locationId: 'Bodega norte',
      reference: order,
    });
    const empty = spec.given(history).when(nowhere).thenThrows('MOVEMENT.INSUFFICIENT_STOCK');
    expect(empty.message).toBe('Stock insuficiente de Rosa roja en Bodega norte: hay 0, se piden 1.');
  });

  it('refuses shrinkage, a transfer or a consignment beyond what the origin holds', () => {
    const short: ProductCommand[] = [
      registerMovement({ type: 'adjustment', quantity: 11 }),
      registerMovement({ type: 'transfer', quantity: 4, locationId: SHOP, targetLocationId: HOME }),
      registerMovement({
        type: 'consignment_out',
        quantity: 11,
        reference: { type: 'agreement', id: 'AG-1' },
      }),
    ];
    for (const c of short) spec.given(history).when(c).thenThrows('MOVEMENT.INSUFFICIENT_STOCK');
    const err = spec.given(history).when(short[1]!).thenThrows('MOVEMENT.INSUFFICIENT_STOCK');
    expect(err.message).toBe('Stock insuficiente de Rosa roja en Tienda centro: hay 3, se piden 4.');
  });
});

describe('a rose with 4 units placed with a partner', () => {
  const history = [productAdded(), bought(10, HOME), consignedOut(4, 10)];
  const agreement = { type: 'agreement', id: 'AG-1' };

  it('refuses a partner’s sale or return of more than is in consignment', () => {
    const sold = registerMovement({ type: 'consignment_sold', quantity: 5, reference: agreement });
    const err = spec.given(history).when(sold).thenThrows('MOVEMENT.INSUFFICIENT_CONSIGNED');
    expect(err.kind).toBe('illegal-state');
    expect(err.message).toBe('No hay suficientes unidades de Rosa roja en consignación: hay 4, se piden 5.');
    const back = registerMovement({ type: 'consignment_return', quantity: 5, reference: agreement });
    spec.given(history).when(back).thenThrows('MOVEMENT.INSUFFICIENT_CONSIGNED');
  });
});

describe('a product not in the catalogue', () => {
  it('has no stock to move', () => {
    spec
      .given([])
      .when(registerMovement({ type: 'purchase', quantity: 1 }))
      .thenThrows('PRODUCT.NOT_FOUND');
  });
});
