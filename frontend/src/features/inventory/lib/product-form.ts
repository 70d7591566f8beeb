import { z } from 'zod';
import { addProductBody, DEFAULT_LOCATION, updateProductBody, type ProductStatus } from '@domain/inventory';
import type { ProductDetailView, UpdateProductBody } from '@domain/inventory';
import { productBodyOf } from '@/lib/forms/product-form';
import { linesOf, numberOrUndefined } from './form-values';
import { requiresLotsOf, vaseLifeOf } from '@/lib/product-lots';

// The product forms hold what the person typed (text); the domain's body schemas check what is
// sent, so the forms show the server's rules and messages before any request.

export const blankProduct = {
  name: '',
  sku: '',
  barcode: '',
  description: '',
  price: '',
  wholesalePrice: '',
  currentStock: '0',
  minStockLevel: '0',
  category: '',
  status: 'active' as ProductStatus,
  location: DEFAULT_LOCATION,
  images: '',
  /** Issue 44: blank = not perishable. */
  vaseLifeDays: '',
  requiresLots: false,
};
export type AddProductForm = typeof blankProduct;

/** The shared fields' body, plus what only the inventory screen asks: status, images, freshness. */
const addBodyOf = (f: AddProductForm) => ({
  ...productBodyOf(f),
  status: f.status,
  images: linesOf(f.images),
  vaseLifeDays: numberOrUndefined(f.vaseLifeDays),
  requiresLots: f.requiresLots || undefined,
});

/** Spec 5 "Add product": the form's text, checked as the body addProductBody takes. */
export const addProductForm = z.preprocess((f: AddProductForm) => addBodyOf(f), addProductBody);

export const productFormOf = (p: ProductDetailView) => ({
  name: p.name,
  barcode: p.barcode ?? '',
  description: p.description,
  price: String(p.price),
  wholesalePrice: p.wholesalePrice === null ? '' : String(p.wholesalePrice),
  minStockLevel: String(p.minStockLevel),
  category: p.categories[0] ?? p.category,
  status: p.status,
  location: p.location,
  images: p.images.join('\n'),
  vaseLifeDays: String(vaseLifeOf(p) ?? ''),
  requiresLots: requiresLotsOf(p),
});
export type EditProductForm = ReturnType<typeof productFormOf>;

/** Only what changed goes in the PATCH: the server records details, price and status as separate events. */
function changesOf(p: ProductDetailView, f: EditProductForm): UpdateProductBody {
  const before = productFormOf(p);
  const body: Record<string, unknown> = {};
  if (f.name !== before.name) body.name = f.name;
  if (f.barcode !== before.barcode) body.barcode = f.barcode.trim() || null;
  if (f.description !== before.description) body.description = f.description;
  if (f.price !== before.price || f.wholesalePrice !== before.wholesalePrice) {
    body.price = numberOrUndefined(f.price) ?? Number.NaN;
    body.wholesalePrice = numberOrUndefined(f.wholesalePrice) ?? null;
  }
  if (f.minStockLevel !== before.minStockLevel) body.minStockLevel = numberOrUndefined(f.minStockLevel) ?? Number.NaN;
  // The form edits the main category; any further ones the product has stay.
  if (f.category !== before.category) body.categories = [...new Set([f.category.trim(), ...p.categories.slice(1)])];
  if (f.status !== before.status) body.status = f.status;
  if (f.location !== before.location) body.location = f.location;
  if (f.images !== before.images) body.images = linesOf(f.images);
  // A vase life cleared means the product is no longer perishable (null), not "unchanged".
  if (f.vaseLifeDays.trim() !== before.vaseLifeDays) body.vaseLifeDays = numberOrUndefined(f.vaseLifeDays) ?? null;
  if (f.requiresLots !== before.requiresLots) body.requiresLots = f.requiresLots;
  return body as UpdateProductBody;
}

/** The edit form's changes to `p`, checked as the PATCH body updateProductBody takes. */
export const editProductForm = (p: ProductDetailView) =>
  z.preprocess((f: EditProductForm) => changesOf(p, f), updateProductBody);
