import { z } from 'zod';
import {
  addProductBody,
  DEFAULT_LOCATION,
  INVENTORY_MESSAGES as M,
  REFERENCED_TYPES,
  registerMovementBody,
  updateStockBody,
  type MovementType,
  type ProductView,
} from '@domain/inventory';
import { numberOrUndefined } from '@/lib/problem';

// The inventory forms of the offline screen hold what a person typed (text); the domain's body
// schemas check it before the bridge stores anything, with the server's own rules and messages
// (the server checks again when the queue is sent). Each form's values can be filled from a
// queued operation's body, so a refused operation is corrected in the same form.

type Body = Record<string, unknown>;
const text = (v: unknown, fallback = '') => (v === undefined || v === null ? fallback : String(v));

export const needsReference = (type: MovementType) => REFERENCED_TYPES.includes(type);

// Spec 5 "Stock update": the quantity counted at a location, min 0.
export interface CountForm {
  location: string;
  quantity: string;
}
/** UpdateInventoryInput carries no notes (spec 7), so the count form asks none. */
export const countFormOf = (product: ProductView | undefined, b: Body = {}): CountForm => ({
  location: text(b.location, product?.location ?? DEFAULT_LOCATION),
  quantity: text(b.quantity),
});
export const countForm = z.preprocess(
  (f: CountForm) => ({
    quantity: numberOrUndefined(f.quantity),
    location: f.location.trim() || undefined,
  }),
  updateStockBody,
);

// Spec 5 "Movement": quantity >= 1; a transfer needs a target; four types need a reference.
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
export function movementFormOf(product: ProductView | undefined, b: Body = {}): MovementForm {
  const reference = (b.reference ?? {}) as { type?: string; id?: string };
  return {
    productId: text(b.productId, product?.id),
    type: (b.type as MovementType | undefined) ?? 'purchase',
    // A queued adjustment without a direction is shrinkage, as the server reads it.
    direction: b.direction === 'in' || b.direction === 'out' ? b.direction : b.type === 'adjustment' ? 'out' : 'in',
    quantity: text(b.quantity, '1'),
    locationId: text(b.locationId, product?.location),
    targetLocationId: text(b.targetLocationId),
    referenceType: text(reference.type),
    referenceId: text(reference.id),
    notes: text(b.notes),
  };
}
/** Only what the type uses: the target for a transfer, the reference for the four, the direction for an adjustment. */
const movementBodyOf = (f: MovementForm) => ({
  productId: f.productId,
  type: f.type,
  quantity: numberOrUndefined(f.quantity),
  locationId: f.locationId.trim() || undefined,
  targetLocationId: f.type === 'transfer' ? f.targetLocationId.trim() || undefined : undefined,
  reference: needsReference(f.type) ? { type: f.referenceType.trim(), id: f.referenceId.trim() } : undefined,
  notes: f.notes.trim() || undefined,
  direction: f.type === 'adjustment' ? f.direction : undefined,
});
// The decider's rules the schema leaves to it, checked beside the schema's so every message shows at once.
const always = { when: () => true };
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

// Spec 5 "Add product": name, SKU and category filled, price > 0, stocks >= 0.
export interface ProductForm {
  name: string;
  sku: string;
  barcode: string;
  description: string;
  category: string;
  price: string;
  wholesalePrice: string;
  currentStock: string;
  minStockLevel: string;
  location: string;
}
export const productFormOf = (b: Body = {}): ProductForm => ({
  name: text(b.name),
  sku: text(b.sku),
  barcode: text(b.barcode),
  description: text(b.description),
  category: text(b.category, (b.categories as string[] | undefined)?.[0] ?? ''),
  price: text(b.price),
  wholesalePrice: text(b.wholesalePrice),
  currentStock: text(b.currentStock, '0'),
  minStockLevel: text(b.minStockLevel, '0'),
  location: text(b.location, DEFAULT_LOCATION),
});
/** The body addProductBody takes; the single category becomes the list server-side (spec 5). */
export const productForm = z.preprocess(
  (f: ProductForm) => ({
    name: f.name,
    sku: f.sku,
    barcode: f.barcode.trim() || undefined,
    description: f.description.trim() || undefined,
    price: numberOrUndefined(f.price),
    wholesalePrice: numberOrUndefined(f.wholesalePrice) ?? null,
    currentStock: numberOrUndefined(f.currentStock) ?? 0,
    minStockLevel: numberOrUndefined(f.minStockLevel) ?? 0,
    category: f.category.trim() || undefined,
    location: f.location.trim() || undefined,
  }),
  addProductBody,
);
