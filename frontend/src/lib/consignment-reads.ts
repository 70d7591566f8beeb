import type { AgreementDetail, AgreementHistoryEntry, AgreementView, Page, PartnerView } from '@domain/consignment';
import { api } from './api-client';
import { consignmentKeys, type AgreementQuery, type PartnerQuery } from './consignment-keys';
import { areaWrites } from './consistency';
import { downloadFile } from './download-file';
import { inventoryKeys } from './inventory-reads';

export { consignmentKeys, type AgreementQuery, type PartnerQuery } from './consignment-keys';

// The consignment reads shared by the shop's consignment screens and the partners' portal (issue 45):
// the same routes answer a partner with their own agreements only, so both read them through here.
// The keys are apart (./consignment-keys.ts): the app's start reads them, and not these reads.
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

/** GET /api/consignment/agreements/:id — the agreement with its items and totals, and what its partner said back. */
export const getAgreement = (id: string) =>
  api.get<AgreementDetail>(`/consignment/agreements/${encodeURIComponent(id)}`, {
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

/**
 * The settlement statement PDF of an agreement (the same bytes for the shop and the partner); given a
 * settlement's position, read once the read model holds it.
 */
export const downloadStatement = (agreementId: string, code: string, position?: string) =>
  downloadFile(
    `/consignment/agreements/${encodeURIComponent(agreementId)}/statement.pdf`,
    `estado-de-cuenta-${code}.pdf`,
    { query: { minPosition: position } },
  );
