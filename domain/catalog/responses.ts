import { z } from 'zod';
import { pageAnswer, type Page } from '../shared/responses';

export type { Page };

// What the storefront's catalogue answers (spec 1 "Clients: catalog, product detail"), shared with the
// app: each answer a zod schema and its type inferred under the same name. A customer sees what the
// shop sells, never what it paid, how many it holds or where: no wholesale price, stock figures,
// minimum, location or barcode. Amounts in pesos.

/** Issue 14: 24 to a page, which fills whole rows of 2, 3, 4 or 6 cards. */
export const CATALOG_PAGE_SIZE = 24;

/** GET /api/catalog/products and /api/catalog/products/:id: an active product. */
export const CatalogProductView = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  images: z.array(z.string()),
  categories: z.array(z.string()),
  /** The first of `categories` (spec 3: "categories (list) or category"). */
  category: z.string(),
  /** Some units at the shop's own places (partners' shelves do not count). */
  inStock: z.boolean(),
});
export type CatalogProductView = z.infer<typeof CatalogProductView>;

export const CatalogPage = pageAnswer(CatalogProductView);
export type CatalogPage = Page<CatalogProductView>;

/** GET /api/catalog/categories: each category of the active products, by name (Spanish order). */
export const CatalogCategoryView = z.object({
  category: z.string(),
  /** Active products listing it. */
  products: z.number().int(),
});
export type CatalogCategoryView = z.infer<typeof CatalogCategoryView>;
export const CatalogCategories = z.array(CatalogCategoryView);
