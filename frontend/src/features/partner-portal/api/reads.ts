import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consignmentMinPosition, getAgreementHistory, getAgreementsPage, getPartners } from '@/lib/consignment-reads';
import type { AgreementHistoryEntry, AgreementView, SettlementView } from '@domain/consignment';
import { unitsSoldIn, unitsSoldOf } from '../lib/portal-figures';
import { PORTAL_AGREEMENTS, portalKeys } from './keys';

/** The partner's own row (GET /api/consignment/partners answers a partner theirs alone): name, owedNow. */
export const usePortalPartner = (enabled: boolean) =>
  useQuery({ queryKey: portalKeys.partner(), queryFn: () => getPartners({}), enabled });

/** The partner's agreements, newest first, with their items (GET /api/consignment/agreements). */
export const usePortalAgreements = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: portalKeys.agreements(),
    queryFn: () => getAgreementsPage(PORTAL_AGREEMENTS),
    placeholderData: keepPreviousData,
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CATCH_UP_TRIES = 8;

/**
 * An agreement's events holding at least the sales its read-model row counts. The history is the
 * audit read model's and the row consignment's: a notice of the row can come a moment before the
 * history holds the sale, so the read is asked again (briefly) until it does.
 */
async function historyHolding(agreement: AgreementView): Promise<AgreementHistoryEntry[]> {
  const want = unitsSoldOf(agreement);
  let history = await getAgreementHistory(agreement.id);
  for (let i = 1; i < CATCH_UP_TRIES && unitsSoldIn(history) < want; i++) {
    await pause(150 * i);
    history = await getAgreementHistory(agreement.id);
  }
  return history;
}

/** Every agreement's events (GET /api/consignment/agreements/:id/history), for the sales as they happen. */
export function useAgreementHistories(agreements: readonly AgreementView[]) {
  const results = useQueries({
    queries: agreements.map((a) => ({
      queryKey: portalKeys.history(a.id, unitsSoldOf(a)),
      queryFn: () => historyHolding(a),
      placeholderData: keepPreviousData,
    })),
  });
  const histories = new Map<string, AgreementHistoryEntry[]>();
  results.forEach((r, i) => r.data && histories.set(agreements[i]!.id, r.data));
  return {
    histories,
    isPending: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
    refetch: () => results.forEach((r) => void r.refetch()),
  };
}

/** One agreement's events, for an item's history sheet. */
export const useAgreementEvents = (agreementId: string) =>
  useQuery({ queryKey: portalKeys.historyOf(agreementId), queryFn: () => getAgreementHistory(agreementId) });

/** GET /api/consignment/settlements — a partner's own settlements, each with its acknowledgement. */
export const useSettlements = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: portalKeys.settlements(),
    queryFn: () =>
      api.get<SettlementView[]>('/consignment/settlements', { query: { minPosition: consignmentMinPosition() } }),
  });
