import type { AgreementHistoryEntry, AgreementView, Page, PartnerView } from '@domain/consignment';
import { api } from './api-client';
import { areaWrites } from './consistency';
import { downloadFile } from './download-file';
import { inventoryKeys } from './inventory-reads';

// The consignment reads shared by the shop's consignment screens and the partners' portal (issue 45):
// the same routes answer a partner with their own agreements only, so both read them through here.
// Every consignment query key starts with 'consignment': the websocket's 'consignment' notice
// (consignment's refreshedBy) and every consignment command invalidate them all.
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

/**
 * Read-your-writes for every screen showing consignment: one command refreshes the list, the cards,
 * the detail and its history, and inventory too (an agreement moves stock to and from the partner's shelf).
 */
export const { minPosition: consignmentMinPosition, afterCommand: afterConsignmentCommand } = areaWrites(
  consignmentKeys.all,
  inventoryKeys.all,
);

/** GET /api/consignment/agreements?search&status&partner&page&pageSize — filtered and paged by the server. */
export const getAgreementsPage = (q: AgreementQuery) =>
  api.get<Page<AgreementView>>('/consignment/agreements', {
    query: {
      search: q.search || undefined,
      status: q.status && q.status !== 'all' ? q.status : undefined,
      partner: q.partner || undefined,
      page: q.page,
      pageSize: q.pageSize,
      minPosition: consignmentMinPosition(),
    },
  });

/** GET /api/consignment/agreements/:id — the agreement with its items and totals. */
export const getAgreement = (id: string) =>
  api.get<AgreementView>(`/consignment/agreements/${encodeURIComponent(id)}`, {
    query: { minPosition: consignmentMinPosition() },
  });

/** GET /api/consignment/agreements/:id/history — every event of the agreement, oldest first, with who did it. */
export const getAgreementHistory = (id: string) =>
  api.get<AgreementHistoryEntry[]>(`/consignment/agreements/${encodeURIComponent(id)}/history`, {
    query: { minPosition: consignmentMinPosition() },
  });

/** GET /api/consignment/partners?search&status — a partner is answered their own row only. */
export const getPartners = (q: PartnerQuery) =>
  api.get<PartnerView[]>('/consignment/partners', {
    query: {
      search: q.search || undefined,
      status: q.status && q.status !== 'all' ? q.status : undefined,
      minPosition: consignmentMinPosition(),
    },
  });

/** The settlement statement PDF of an agreement (the same bytes for the shop and the partner). */
export const downloadStatement = (agreementId: string, code: string) =>
  downloadFile(
    `/consignment/agreements/${encodeURIComponent(agreementId)}/statement.pdf`,
    `estado-de-cuenta-${code}.pdf`,
  );
