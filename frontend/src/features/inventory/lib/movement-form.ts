import { registerMovementBody, type RegisterMovementBody } from '@domain/inventory';
import { INVENTORY_MESSAGES as M } from '@domain/inventory';
import type { MovementType } from '@domain/inventory';
import { needsReference } from '@/config/inventory';
import { numberOrUndefined } from './form-values';
import { validate, type FieldErrors } from '@/lib/problem';

// The register-movement form: what it holds, the body it sends, and spec 5's rules checked with
// the server's own schema and messages before anything is sent.
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

/** Only what the type uses: the target for a transfer, the reference for the four referenced types. */
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

export function checkMovement(
  f: MovementForm,
): { ok: true; data: RegisterMovementBody } | { ok: false; errors: FieldErrors } {
  const checked = validate(registerMovementBody, movementBodyOf(f));
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  // The decider's rules that the schema leaves to it, worded as it words them.
  if (f.type === 'transfer' && !f.targetLocationId.trim()) errors.targetLocationId = M['MOVEMENT.TARGET_REQUIRED'];
  else if (f.type === 'transfer' && f.locationId.trim() && f.targetLocationId.trim() === f.locationId.trim()) {
    errors.targetLocationId = M['MOVEMENT.TARGET_SAME'];
  }
  if (needsReference(f.type) && (!f.referenceType.trim() || !f.referenceId.trim()))
    errors.reference = M['MOVEMENT.REFERENCE_REQUIRED'];
  if (Object.keys(errors).length > 0 || !checked.ok) return { ok: false, errors };
  return { ok: true, data: checked.data };
}
