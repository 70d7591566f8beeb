import type { CatalogFilters } from '../lib/catalog-filters';
import type { RefreshedBy } from '@/lib/live/refreshed-by';

// The catalogue is the inventory read model: its keys start with 'inventory', so the websocket's
// inventory notices refresh prices and availability while a customer browses.
// A placed order's key starts with 'orders', where the orders' notices land. Zones and quotes are
// the domain's constants and the shop's clock, asked again only when stale.
export const storefrontKeys = {
  products: (f: CatalogFilters) => ['inventory', 'storefront', 'products', f] as const,
  product: (id: string) => ['inventory', 'storefront', 'product', id] as const,
  categories: () => ['inventory', 'storefront', 'categories'] as const,
  zones: () => ['storefront', 'delivery-zones'] as const,
  quote: (zipCode: string) => ['storefront', 'delivery-quote', zipCode] as const,
  order: (id: string) => ['orders', 'placed', id] as const,
};

export const refreshedBy: RefreshedBy = {
  inventory: [['inventory', 'storefront']],
  orders: [['orders', 'placed']],
};
