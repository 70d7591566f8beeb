import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AgreementHistoryEntry } from '@domain/consignment';
import { consignmentMinPosition } from './consistency';
import { consignmentKeys } from './keys';

/** GET /api/consignment/agreements/:id/history — every event of the agreement, oldest first, with who did it. */
export const getAgreementHistory = (id: string) =>
  api.get<AgreementHistoryEntry[]>(`/consignment/agreements/${encodeURIComponent(id)}/history`, {
    query: { minPosition: consignmentMinPosition() },
  });

export const agreementHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: consignmentKeys.history(id), queryFn: () => getAgreementHistory(id) });

export const useAgreementHistory = (id: string) => useQuery(agreementHistoryQueryOptions(id));
