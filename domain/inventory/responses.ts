import type { LedgerEntryType, ProductStatus, StockMoved } from './product/events';
import type { ActorView, Page } from '../shared/responses';

export type { ActorView, Page };

// What the read-api answers for inventory, shared with the app. Amounts are in pesos (display
// unit, 2 decimals), quantities in units, times ISO-8601.

export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const PRODUCT_SORTS = ['sku', 'name', 'stock', 'price'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

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
export interface ProductView {
  _id: string;
  id: string;
  name: string;
  sku: string;
  barcode: string | null;
  description: string;
  price: number;
  wholesalePrice: number | null;
  /** Units at our locations (what can be sold); units on partners' shelves are `consignedStock`. */
  currentStock: number;
  consignedStock: number;
  minStockLevel: number;
  categories: string[];
  category: string;
  status: ProductStatus;
  images: string[];
  location: string;
  stockStatus: StockStatus;
  /** price × currentStock */
  value: number;
  updatedAt: string;
}

/** GET /api/inventory/products/:id */
export interface ProductDetailView extends ProductView {
  stockByLocation: { locationId: string; quantity: number }[];
}

/** GET /api/inventory/summary — the four cards of spec 2.4, over the whole catalogue. */
export interface InventorySummary {
  totalProducts: number;
  /** null: a sum too large for a JavaScript number to hold exactly (more than 2^53 centavos). */
  totalValue: number | null;
  lowStock: number;
  outOfStock: number;
}

/** GET /api/inventory/movements?productId&type&from&to&page&pageSize — the ledger, newest first. */
export interface MovementView extends Omit<StockMoved['data'], 'movedAt'> {
  productId: string;
  productName: string;
  sku: string;
  actor: ActorView;
  source: { app: string; deviceId?: string };
  occurredAt: string;
}

/** GET /api/inventory/products/:id/history — every event of the product's stream, oldest first. */
export interface ProductHistoryEntry {
  revision: number;
  type: string;
  occurredAt: string;
  actor: ActorView;
  data: Record<string, unknown>;
}

/** GET /api/inventory/stock?asOf&location&productId — stock per product and location at a moment. */
export interface StockAsOfView {
  asOf: string;
  items: { productId: string; sku: string; name: string; locationId: string; quantity: number }[];
}

/** GET /api/inventory/dashboard?tz — the warehouse dashboard's figures. */
export interface WarehouseDashboard {
  lowStock: { productId: string; name: string; sku: string; currentStock: number; minStockLevel: number }[];
  today: {
    movements: number;
    unitsIn: number;
    unitsOut: number;
    byType: { type: LedgerEntryType; movements: number; units: number }[];
  };
  /** value null: too large to show exactly (see InventorySummary.totalValue). */
  valueByCategory: { category: string; products: number; value: number | null }[];
  recentMovements: MovementView[];
}

/** POST /api/inventory/import (text/csv) — one line per row that did not apply. */
export interface ImportReport {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: { row: number; field: string; message: string }[];
}

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
