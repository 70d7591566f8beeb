import type { ProductQuery } from '@domain/inventory';
import { areaWrites } from './consistency';

// The inventory's reads, shared by the inventory and warehouse screens.
// Every inventory query key starts with 'inventory': the websocket's 'inventory' and
// 'stock-ledger' notices (inventory's and warehouse's keys.ts, refreshedBy) and every inventory command invalidate them all.
export interface MovementQuery {
  productId?: string;
  type?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}
export interface StockAsOfQuery {
  asOf: string;
  productId?: string;
  location?: string;
}

export const inventoryKeys = {
  all: ['inventory'] as const,
  products: (q: ProductQuery) => ['inventory', 'products', q] as const,
  product: (id: string) => ['inventory', 'product', id] as const,
  history: (id: string) => ['inventory', 'history', id] as const,
  lookup: (code: string) => ['inventory', 'lookup', code] as const,
  movements: (q: MovementQuery) => ['inventory', 'movements', q] as const,
  summary: () => ['inventory', 'summary'] as const,
  stockAsOf: (q: StockAsOfQuery) => ['inventory', 'stock', q] as const,
  categories: () => ['inventory', 'categories'] as const,
  locations: () => ['inventory', 'locations'] as const,
  dashboard: (tz: string) => ['inventory', 'dashboard', tz] as const,
};

/** Read-your-writes for every screen showing inventory (its own, the warehouse's, the dashboard). */
export const { minPosition: inventoryMinPosition, afterCommand: afterInventoryCommand } = areaWrites(inventoryKeys.all);
