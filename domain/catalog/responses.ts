import type { Page } from '../shared/responses';

export type { Page };

// What the storefront's catalogue answers (spec 1 "Clients: catalog, product detail"), shared with the
// app. A customer sees what the shop sells, never what it paid, how many it holds or where: no
// wholesale price, stock figures, minimum, location or barcode. Amounts in pesos.

/** Issue 14: 24 to a page, which fills whole rows of 2, 3, 4 or 6 cards. */
export const CATALOG_PAGE_SIZE = 24;

/** GET /api/catalog/products and /api/catalog/products/:id: an active product. */
export interface CatalogProductView {
  id: string;
  sku: string;
  name: string;
  description: string;
  price: number;
  images: string[];
  categories: string[];
  /** The first of `categories` (spec 3: "categories (list) or category"). */
  category: string;
  /** Some units at the shop's own places (partners' shelves do not count). */
  inStock: boolean;
}

export type CatalogPage = Page<CatalogProductView>;

/** GET /api/catalog/categories: each category of the active products, by name (Spanish order). */
export interface CatalogCategoryView {
  category: string;
  /** Active products listing it. */
  products: number;
}
