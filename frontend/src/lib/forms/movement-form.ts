import { registerMovementBody } from '@domain/inventory';
import { INVENTORY_MESSAGES as M } from '@domain/inventory';
import type { MovementType, WasteCause } from '@domain/inventory';
import { needsReference } from '@/config/inventory';
import { z } from 'zod';
import { numberOrUndefined } from '@/lib/problem';

// The register-movement form (inventory screen and offline desktop inventory): what it holds, the
// body it sends, and spec 5's rules checked with the server's own schema and messages before anything is sent.
export interface MovementForm {
  productId: string;
  type: MovementType;
  direction: 'in' | 'out';
  quantity: string;
  locationId: string;
  targetLocationId: string;
  referenceType: string;
  referenceId: string;
  notes: string;
  /** Waste only (issue 44): why the stems were thrown away; '' until chosen. */
  cause: WasteCause | '';
  /** An outflow's lot ('' = the one that expires first) or 'sin-lote'. */
  lotId: string;
  /** A purchase's lot (issue 44): each blank one left to the product's default or unknown. */
  lotCode: string;
  lotSupplier: string;
  lotCutDate: string;
  lotVaseLifeDays: string;
  lotUnitCost: string;
}

export const blankMovement = (productId = '', locationId = ''): MovementForm => ({
  productId,
  type: 'purchase',
  direction: 'in',
  quantity: '1',
  locationId,
  targetLocationId: '',
  referenceType: '',
  referenceId: '',
  notes: '',
  cause: '',
  lotId: '',
  lotCode: '',
  lotSupplier: '',
  lotCutDate: '',
  lotVaseLifeDays: '',
  lotUnitCost: '',
});

/** The types that take units out of a place: they may name the lot they take from. */
export function takesFromLot(type: MovementType, direction: 'in' | 'out'): boolean {
  if (type === 'adjustment') return direction === 'out';
  return type === 'sale' || type === 'waste' || type === 'transfer' || type === 'consignment_out';
}

/** A purchase's lot, or nothing when every lot field is blank (the product's defaults apply). */
function lotOf(f: MovementForm) {
  const lot = {
    code: f.lotCode.trim() || undefined,
    supplier: f.lotSupplier.trim() || undefined,
    cutDate: f.lotCutDate.trim() || undefined,
    vaseLifeDays: numberOrUndefined(f.lotVaseLifeDays),
    unitCost: numberOrUndefined(f.lotUnitCost),
  };
  return Object.values(lot).some((v) => v !== undefined) ? lot : undefined;
}

/**
 * Only what the type uses: the target for a transfer, the reference for the four, the direction for an
 * adjustment, the lot for a purchase, the cause for waste, the lot taken from for an outflow.
 */
export function movementBodyOf(f: MovementForm) {
  return {
    productId: f.productId,
    type: f.type,
    quantity: numberOrUndefined(f.quantity),
    locationId: f.locationId.trim() || undefined,
    targetLocationId: f.type === 'transfer' ? f.targetLocationId.trim() || undefined : undefined,
    reference: needsReference(f.type) ? { type: f.referenceType.trim(), id: f.referenceId.trim() } : undefined,
    notes: f.notes.trim() || undefined,
    direction: f.type === 'adjustment' ? f.direction : undefined,
    lot: f.type === 'purchase' ? lotOf(f) : undefined,
    // An empty cause goes as '' so the schema names it (the server's message), not as a missing field.
    cause: f.type === 'waste' ? f.cause : undefined,
    lotId: takesFromLot(f.type, f.direction) ? f.lotId || undefined : undefined,
  };
}

// The decider's rules that the schema leaves to it, worded as it words them; checked beside the
// schema's (`when`), so every message shows at once.
const always = { when: () => true };

/** The form's text as the body registerMovementBody takes, with the decider's transfer and reference rules. */
export const movementForm = z
  .preprocess((f: MovementForm) => movementBodyOf(f), registerMovementBody)
  .refine((b) => b.type !== 'transfer' || Boolean(b.targetLocationId), {
    error: M['MOVEMENT.TARGET_REQUIRED'],
    path: ['targetLocationId'],
    ...always,
  })
  .refine((b) => b.type !== 'transfer' || !b.locationId || b.targetLocationId !== b.locationId, {
    error: M['MOVEMENT.TARGET_SAME'],
    path: ['targetLocationId'],
    ...always,
  })
  .refine((b) => !b.type || !needsReference(b.type) || Boolean(b.reference?.type && b.reference.id), {
    error: M['MOVEMENT.REFERENCE_REQUIRED'],
    path: ['reference'],
    ...always,
  });
