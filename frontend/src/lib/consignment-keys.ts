// The consignment query keys, shared by the shop's consignment screens and the partners' portal.
// Every one starts with 'consignment': the websocket's 'consignment' notice (consignment's
// refreshedBy, read at the app's start) and every consignment command invalidate them all. Kept
// apart from the reads (./consignment-reads.ts), which the start has no need to load.
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
