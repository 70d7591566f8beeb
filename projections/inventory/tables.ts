import type { ColumnType } from 'kysely';
import type { ProductStatus } from '../../domain/inventory';
import type { StockStatus } from '../../domain/inventory';

/**
 * The catalogue as the inventory screen lists it, through the view `inventory_products`: one row
 * per product, amounts in centavos, stock summed over our locations (not partners' shelves).
 */
export interface InventoryProductsTable {
  id: string;
  sku: string;
  name: string;
  barcode: string | null;
  description: string;
  /** bigint: arrives from pg as a string. */
  price_cents: ColumnType<string, never, never>;
  wholesale_price_cents: ColumnType<string | null, never, never>;
  current_stock: number;
  consigned_stock: number;
  min_stock_level: number;
  categories: string[];
  status: ProductStatus;
  images: string[];
  location: string;
  /** Generated from current_stock and min_stock_level (spec 4's classes). */
  stock_status: ColumnType<StockStatus, never, never>;
  added_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, never>;
  /** Generated: lower(name), the name sort's key. */
  sort_name: ColumnType<string, never, never>;
  /** Generated: name, SKU and barcode lowered, joined by \x01, for the search box. */
  search_text: ColumnType<string, never, never>;
}

/** Units per product and location of ours; a location once used stays, at 0 when emptied. */
export interface InventoryStockTable {
  product_id: string;
  location_id: string;
  quantity: number;
}

export interface InventoryDatabase {
  inventory_products: InventoryProductsTable;
  inventory_stock: InventoryStockTable;
}

export const INVENTORY_TABLES = ['inventory_products', 'inventory_stock'] as const;
export type InventoryTableName = (typeof INVENTORY_TABLES)[number];
