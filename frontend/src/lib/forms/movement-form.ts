import { registerMovementBody } from '@domain/inventory';
import { INVENTORY_MESSAGES as M } from '@domain/inventory';
import type { MovementType } from '@domain/inventory';
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
});

/** Only what the type uses: the target for a transfer, the reference for the four, the direction for an adjustment. */
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
