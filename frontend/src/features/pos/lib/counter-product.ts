import type { StockAt } from './stock-here';

// A product as the counter sells it (its own file: the sale being rung up and the offline store both keep it).
/** A product the counter can ring up: what the lookup and the catalogue both tell. */
export interface CounterProduct {
  id: string;
  name: string;
  sku: string;
  price: number;
  /** Its units per location, when the inventory's lookup told them (online, never remembered). */
  stock?: StockAt[];
  /** Issue 44: the sell-by (yyyy-mm-dd) of the lot a sale takes first; null or absent when none. */
  sellBy?: string | null;
}
