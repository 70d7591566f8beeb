import { numberOrUndefined } from '@/lib/problem';

// The add-product fields both the inventory screen and the offline desktop inventory ask (spec 5
// "Add product"): the text the person typed, and the body addProductBody checks.
export interface ProductFields {
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

/** The body the server takes; the single category becomes the list server-side (spec 5). */
export const productBodyOf = (f: ProductFields) => ({
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
});
