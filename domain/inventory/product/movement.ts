import { CONSIGNED, REFERENCED_TYPES, type MovementType, type StockEffect, type StockMoved } from './events';
import { isWithinQuantity, MAX_STOCK, outOfBounds } from '../../shared/bounds';
import { insufficientConsigned, insufficientStock, inventoryInvalid } from './errors';
import { totalStock, type KnownProduct } from './evolve';

// What a movement does to the units at each place. Every unit that leaves a place must be there:
// the product refuses, so stock never goes below zero at any location (nor on partners' shelves).

export interface MovementPlan {
  type: MovementType;
  quantity: number;
  origin: string;
  target: string | null;
  /** Adjustments only: in adds, out removes. */
  direction: 'in' | 'out';
}

const signedChanges = ({ type, quantity: q, origin, target, direction }: MovementPlan): [string, number][] => {
  switch (type) {
    case 'purchase':
    case 'return':
      return [[origin, q]];
    case 'sale':
    case 'waste':
      return [[origin, -q]];
    case 'adjustment':
      return [[origin, direction === 'in' ? q : -q]];
    case 'transfer':
      return [
        [origin, -q],
        [target!, q],
      ];
    case 'consignment_out':
      return [
        [origin, -q],
        [CONSIGNED, q],
      ];
    case 'consignment_sold':
      return [[CONSIGNED, -q]];
    case 'consignment_return':
      return [
        [CONSIGNED, -q],
        [origin, q],
      ];
    default: {
      const unknown: never = type;
      throw new Error(`unknown movement type ${String(unknown)}`);
    }
  }
};

export const balanceAt = (product: KnownProduct, locationId: string) =>
  locationId === CONSIGNED ? product.consigned : (product.stock[locationId] ?? 0);

/** The effects with the balance left at each place, or the refusal naming what is short. */
export function effectsOf(product: KnownProduct, plan: MovementPlan): StockEffect[] {
  return signedChanges(plan).map(([locationId, delta]) => {
    const before = balanceAt(product, locationId);
    if (before + delta < 0) {
      throw locationId === CONSIGNED
        ? insufficientConsigned(product.name, before, -delta)
        : insufficientStock(product.name, locationId, before, -delta);
    }
    return { locationId, delta, balanceAfter: before + delta };
  });
}

/** What the effects leave, all the product's places together, within MAX_STOCK (see shared/bounds). */
export function checkStockBound(product: KnownProduct, effects: readonly StockEffect[]): void {
  const after = totalStock(product) + product.consigned + effects.reduce((sum, e) => sum + e.delta, 0);
  if (after > MAX_STOCK) throw outOfBounds('STOCK.TOO_LARGE', 'quantity');
}

export const needsReference = (type: MovementType) => REFERENCED_TYPES.includes(type);

/**
 * CONSIGNED is where evolve() keeps units on partners' shelves; a real location of that name would
 * mix our stock with theirs (a transfer there would count as consigned), so no command may name it.
 */
export function checkNotReserved(locationId: string, path: string): void {
  if (locationId === CONSIGNED) throw inventoryInvalid('MOVEMENT.LOCATION_RESERVED', path);
}

type LineFields = StockMoved['data'];
type RequiredLineFields = Pick<LineFields, 'movementId' | 'type' | 'quantity' | 'locationId' | 'effects' | 'movedAt'>;

/** One ledger line; what a command does not say (target, reference, notes, count) stays empty. */
export const ledgerLine = (line: RequiredLineFields & Partial<LineFields>): StockMoved => ({
  type: 'StockMoved',
  data: { targetLocationId: null, reference: null, notes: '', countedQuantity: null, ...line },
});

export const isCount = (n: number) => Number.isInteger(n) && n >= 0;

/** A quantity past the bound is refused by name (its own rule, e.g. whole and >= 0, comes first). */
export function checkQuantityBound(n: number, path: string): void {
  if (!isWithinQuantity(n)) throw outOfBounds('QUANTITY.TOO_LARGE', path);
}
