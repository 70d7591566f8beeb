import type { CatalogProductView } from '../../domain/catalog';
import { toPesos } from '../../domain/shared';
import type { ProductRow } from '../../projections/inventory';

// Inventory rows as the storefront shows them. Only these columns are ever selected, so a cost, a
// stock figure or a shelf cannot reach a customer by a later `...row` here.

export const CATALOG_COLUMNS = [
  'id',
  'sku',
  'name',
  'description',
  'price_cents',
  'images',
  'categories',
  'current_stock',
] as const;

export type CatalogRow = Pick<ProductRow, (typeof CATALOG_COLUMNS)[number]>;

export function toCatalogProductView(r: CatalogRow): CatalogProductView {
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    description: r.description,
    price: toPesos(r.price_cents),
    images: r.images,
    categories: r.categories,
    category: r.categories[0] ?? '',
    // current_stock is our own places only; units on partners' shelves cannot be sold from here.
    inStock: r.current_stock > 0,
  };
}
