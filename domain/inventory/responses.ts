import { z } from 'zod';
import { ActorView, Instant, pageAnswer, type Page } from '../shared/responses';
import { MOVEMENT_TYPES, PRODUCT_STATUSES, WASTE_CAUSES } from './product/events';

export { ActorView };
export type { Page };

// What the read-api answers for inventory, shared with the app: each answer a zod schema (the route
// serialises with it, the OpenAPI documents publish it) and its type inferred under the same name.
// Amounts are in pesos (display unit, 2 decimals), quantities in units, times ISO-8601.

export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const PRODUCT_SORTS = ['sku', 'name', 'stock', 'price'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** A ledger line is a registered movement, or the opening stock recorded when the product is added. */
const LEDGER_ENTRY_TYPES = [...MOVEMENT_TYPES, 'opening'] as const;

/** Spec 4: out of stock at 0; low when above 0 and at or below the minimum; in stock otherwise. */
export function stockStatusOf(currentStock: number, minStockLevel: number): StockStatus {
  if (currentStock <= 0) return 'out_of_stock';
  return currentStock <= minStockLevel ? 'low_stock' : 'in_stock';
}

/** GET /api/inventory/products?search&category&stockStatus&sort&order&page&pageSize */
export interface ProductQuery {
  search?: string;
  category?: string;
  stockStatus?: StockStatus | 'all';
  sort?: ProductSort;
  order?: 'asc' | 'desc';
  page?: number; // 1-based
  pageSize?: number; // default 20, at most 100
}

/** Spec 3 "Product" as the screens show it; `_id` is the spec's name for the id. */
export const ProductView = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  description: z.string(),
  price: z.number(),
  wholesalePrice: z.number().nullable(),
  /** Units at our locations (what can be sold); units on partners' shelves are `consignedStock`. */
  currentStock: z.number().int(),
  consignedStock: z.number().int(),
  minStockLevel: z.number().int(),
  categories: z.array(z.string()),
  category: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  images: z.array(z.string()),
  location: z.string(),
  /** Issue 44: days in the vase (null: not perishable), and whether every purchase must name its lot. */
  vaseLifeDays: z.number().int().nullable(),
  requiresLots: z.boolean(),
  stockStatus: z.enum(STOCK_STATUSES),
  /** price × currentStock */
  value: z.number(),
  updatedAt: Instant,
});
export type ProductView = z.infer<typeof ProductView>;
export const ProductPage = pageAnswer(ProductView);

/** GET /api/inventory/products/:id */
export const ProductDetailView = ProductView.extend({
  stockByLocation: z.array(z.object({ locationId: z.string(), quantity: z.number().int() })),
});
export type ProductDetailView = z.infer<typeof ProductDetailView>;

/** GET /api/inventory/summary — the four cards of spec 2.4, over the whole catalogue. */
export const InventorySummary = z.object({
  totalProducts: z.number().int(),
  /** null: a sum too large for a JavaScript number to hold exactly (more than 2^53 centavos). */
  totalValue: z.number().nullable(),
  lowStock: z.number().int(),
  outOfStock: z.number().int(),
});
export type InventorySummary = z.infer<typeof InventorySummary>;

/** GET /api/inventory/movements?productId&type&from&to&page&pageSize — the ledger, newest first. */
export const MovementView = z.object({
  movementId: z.string(),
  productId: z.string(),
  productName: z.string(),
  sku: z.string(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  quantity: z.number().int(),
  locationId: z.string(),
  targetLocationId: z.string().nullable(),
  reference: z.object({ type: z.string(), id: z.string() }).nullable(),
  notes: z.string(),
  countedQuantity: z.number().int().nullable(),
  /** What the movement did at each place: units in (+) or out (−) and what was left there. */
  effects: z.array(z.object({ locationId: z.string(), delta: z.number().int(), balanceAfter: z.number().int() })),
  /** Issue 44: the lots it took or filled at each place ('sin-lote' for units without one). */
  lots: z.array(z.object({ lotId: z.string(), locationId: z.string(), delta: z.number().int() })),
  /** Waste only: why, and what the wasted units cost at their lots' cost (display unit). */
  cause: z.enum(WASTE_CAUSES).nullable(),
  cost: z.number().nullable(),
  actor: ActorView,
  source: z.object({ app: z.string(), deviceId: z.string().optional() }),
  occurredAt: Instant,
});
export type MovementView = z.infer<typeof MovementView>;
export const MovementPage = pageAnswer(MovementView);

/** GET /api/inventory/products/:id/history — every event of the product's stream, oldest first. */
export const ProductHistoryEntry = z.object({
  revision: z.number().int(),
  type: z.string(),
  occurredAt: Instant,
  actor: ActorView,
  data: z.record(z.string(), z.unknown()),
});
export type ProductHistoryEntry = z.infer<typeof ProductHistoryEntry>;
export const ProductHistory = z.array(ProductHistoryEntry);

/** GET /api/inventory/stock?asOf&location&productId — stock per product and location at a moment. */
export const StockAsOfView = z.object({
  asOf: Instant,
  items: z.array(
    z.object({
      productId: z.string(),
      sku: z.string(),
      name: z.string(),
      locationId: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type StockAsOfView = z.infer<typeof StockAsOfView>;

/** GET /api/inventory/categories and /api/inventory/locations: names, in order. */
export const NameList = z.array(z.string());

/** GET /api/inventory/dashboard?tz — the warehouse dashboard's figures. */
export const WarehouseDashboard = z.object({
  lowStock: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      sku: z.string(),
      currentStock: z.number().int(),
      minStockLevel: z.number().int(),
    }),
  ),
  today: z.object({
    movements: z.number().int(),
    unitsIn: z.number().int(),
    unitsOut: z.number().int(),
    byType: z.array(
      z.object({ type: z.enum(LEDGER_ENTRY_TYPES), movements: z.number().int(), units: z.number().int() }),
    ),
  }),
  /** value null: too large to show exactly (see InventorySummary.totalValue). */
  valueByCategory: z.array(
    z.object({ category: z.string(), products: z.number().int(), value: z.number().nullable() }),
  ),
  recentMovements: z.array(MovementView),
});
export type WarehouseDashboard = z.infer<typeof WarehouseDashboard>;

/** POST /api/inventory/import (text/csv) — one line per row that did not apply. */
export const ImportReport = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportReport = z.infer<typeof ImportReport>;

/** The CSV columns of export and import, in order. Categories are joined with '|'. */
export const CSV_COLUMNS = [
  'sku',
  'name',
  'barcode',
  'description',
  'price',
  'wholesalePrice',
  'currentStock',
  'minStockLevel',
  'categories',
  'status',
  'location',
  'images',
] as const;
