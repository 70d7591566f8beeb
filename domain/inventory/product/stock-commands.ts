import type { RegisterMovement, UpdateStock } from './commands';
import { inventoryInvalid as invalidField } from './errors';
import { MOVEMENT_TYPES, NO_LOT, type StockMoved } from './events';
import type { KnownProduct } from './evolve';
import { lineLots, lotsOfMovement } from './lot-movement';
import { takeFromLots } from './lots';
import {
  checkNotReserved,
  checkQuantityBound,
  checkStockBound,
  effectsOf,
  isCount,
  ledgerLine,
  needsReference,
} from './movement';
import { trimmed } from '../../shared/values';

// Spec 5's "Movement" and "Stock update": units in, out and between places, each line with the
// balance it leaves and (issue 44) the lots it took or filled.

const DIRECTIONS: readonly string[] = ['in', 'out'];

export function registerMovement({ data, metadata }: RegisterMovement, product: KnownProduct): StockMoved[] {
  if (!MOVEMENT_TYPES.includes(data.type)) throw invalidField('MOVEMENT.INVALID_TYPE', 'type');
  if (!Number.isInteger(data.quantity) || data.quantity < 1) throw invalidField('MOVEMENT.QUANTITY_MIN', 'quantity');
  checkQuantityBound(data.quantity, 'quantity');
  // Anything but 'in' would otherwise count as shrinkage: a script's 'IN' must not remove units.
  if (data.direction !== undefined && !DIRECTIONS.includes(data.direction))
    throw invalidField('MOVEMENT.INVALID_DIRECTION', 'direction');
  const origin = trimmed(data.locationId) || product.location;
  checkNotReserved(origin, 'locationId');
  const isTransfer = data.type === 'transfer';
  const target = isTransfer ? trimmed(data.targetLocationId) : '';
  if (isTransfer && !target) throw invalidField('MOVEMENT.TARGET_REQUIRED', 'targetLocationId');
  if (isTransfer && target === origin) throw invalidField('MOVEMENT.TARGET_SAME', 'targetLocationId');
  checkNotReserved(target, 'targetLocationId');
  const reference = needsReference(data.type)
    ? { type: trimmed(data.reference?.type), id: trimmed(data.reference?.id) }
    : null;
  if (reference && (!reference.type || !reference.id)) throw invalidField('MOVEMENT.REFERENCE_REQUIRED', 'reference');
  const plan = {
    type: data.type,
    quantity: data.quantity,
    origin,
    target: target || null,
    direction: data.direction ?? 'out',
  };
  const effects = effectsOf(product, plan);
  checkStockBound(product, effects);
  const lots = lineLots(lotsOfMovement(product, data, plan, metadata.now), effects);
  return [
    ledgerLine({
      movementId: data.movementId,
      type: data.type,
      quantity: data.quantity,
      locationId: origin,
      targetLocationId: target || null,
      reference,
      notes: trimmed(data.notes),
      effects,
      movedAt: metadata.now,
      ...lots,
    }),
  ];
}

/** Spec 5 "Stock update": a count at a location, recorded as an adjustment by the difference. */
export function updateStock({ data, metadata }: UpdateStock, product: KnownProduct): StockMoved[] {
  if (!isCount(data.quantity)) throw invalidField('STOCK.QUANTITY_NEGATIVE', 'quantity');
  checkQuantityBound(data.quantity, 'quantity');
  const locationId = trimmed(data.location) || product.location;
  checkNotReserved(locationId, 'location');
  const delta = data.quantity - (product.stock[locationId] ?? 0);
  if (delta === 0) return [];
  checkStockBound(product, [{ locationId, delta, balanceAfter: data.quantity }]);
  // A count short of units took them first-expiring-first-out; units found are "sin lote".
  const taken = delta < 0 ? takeFromLots(product, locationId, -delta) : [];
  const effects = [{ locationId, delta, balanceAfter: data.quantity }];
  const lots = delta < 0 ? taken : [{ lotId: NO_LOT, locationId, delta }];
  const fields = lineLots({ lots, lot: null, cause: null, costCents: null }, effects);
  return [
    ledgerLine({
      movementId: data.movementId,
      type: 'adjustment',
      quantity: Math.abs(delta),
      locationId,
      notes: trimmed(data.notes),
      countedQuantity: data.quantity,
      effects,
      movedAt: metadata.now,
      ...fields,
    }),
  ];
}
