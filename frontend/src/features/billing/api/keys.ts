import type { BillingFilters } from '../lib/filters';
import type { RefreshedBy } from '@/lib/live/refreshed-by';

// Every billing query key starts with 'billing': the websocket's 'billing' notice
// (`refreshedBy`) and every billing command invalidate them all. The product select reads
// the catalogue, so its key starts with 'inventory' and follows stock notices instead; the settings
// change rarely and are not a read model. The snapshots kept for offline mode are keyed apart
// ('billing-snapshot'), by what the list says of the invoice, so a notice does not refetch them: a
// changed invoice gets a new key instead.
export type InvoiceQuery = BillingFilters & { today: string };

export const billingKeys = {
  all: ['billing'] as const,
  invoices: (q: InvoiceQuery) => ['billing', 'invoices', q] as const,
  invoice: (id: string) => ['billing', 'invoice', id] as const,
  history: (id: string) => ['billing', 'history', id] as const,
  clients: () => ['billing', 'clients'] as const,
  products: () => ['inventory', 'billing-products'] as const,
  settings: () => ['billing-settings'] as const,
  snapshot: (id: string, version: string) => ['billing-snapshot', id, version] as const,
};

export const refreshedBy: RefreshedBy = { billing: [billingKeys.all], inventory: [billingKeys.products()] };
