import type { RefreshedBy } from '@/lib/live/refreshed-by';

// Every consignment query key starts with 'consignment': the websocket's 'consignment' notice
// (`refreshedBy`) and every consignment command invalidate them all. The product pickers
// read inventory, so their keys start with 'inventory' and follow stock notices too.
export interface AgreementQuery {
  search?: string;
  status?: string;
  partner?: string;
  page?: number;
  pageSize?: number;
}
export interface PartnerQuery {
  search?: string;
  status?: string;
}

export const consignmentKeys = {
  all: ['consignment'] as const,
  agreements: (q: AgreementQuery) => ['consignment', 'agreements', q] as const,
  agreement: (id: string) => ['consignment', 'agreement', id] as const,
  history: (id: string) => ['consignment', 'history', id] as const,
  summary: () => ['consignment', 'summary'] as const,
  partners: (q: PartnerQuery) => ['consignment', 'partners', q] as const,
  consignableProducts: (stockStatus: string) => ['inventory', 'consignable', stockStatus] as const,
};

/** The product pickers (every stock status) follow the stock; an agreement's own notice the rest. */
export const refreshedBy: RefreshedBy = {
  consignment: [consignmentKeys.all],
  inventory: [['inventory', 'consignable']],
};
