import { z } from 'zod';
import {
  addProductBody,
  DEFAULT_LOCATION,
  updateStockBody,
  type MovementType,
  type ProductView,
} from '@domain/inventory';
import { numberOrUndefined } from '@/lib/problem';
import type { MovementForm } from '@/lib/forms/movement-form';
import { productBodyOf, type ProductFields } from '@/lib/forms/product-form';

// The inventory forms of the offline screen hold what a person typed (text); the domain's body
// schemas check it before the bridge stores anything, with the server's own rules and messages
// (the server checks again when the queue is sent). Each form's values can be filled from a
// queued operation's body, so a refused operation is corrected in the same form.

type Body = Record<string, unknown>;
const text = (v: unknown, fallback = '') => (v === undefined || v === null ? fallback : String(v));

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

// Spec 5 "Movement": the register-movement form, filled from a queued operation's body.
export function movementFormOf(product: ProductView | undefined, b: Body = {}): MovementForm {
  const reference = (b.reference ?? {}) as { type?: string; id?: string };
  const lot = (b.lot ?? {}) as Record<string, unknown>;
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
    // Issue 44: waste's cause and the lots; the desktop form asks the cause (a lot stays the server's choice).
    cause: typeof b.cause === 'string' ? (b.cause as MovementForm['cause']) : '',
    lotId: text(b.lotId),
    lotCode: text(lot.code),
    lotSupplier: text(lot.supplier),
    lotCutDate: text(lot.cutDate),
    lotVaseLifeDays: text(lot.vaseLifeDays),
    lotUnitCost: text(lot.unitCost),
  };
}

// Spec 5 "Add product": name, SKU and category filled, price > 0, stocks >= 0.
export type ProductForm = ProductFields;
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
export const productForm = z.preprocess((f: ProductForm) => productBodyOf(f), addProductBody);
