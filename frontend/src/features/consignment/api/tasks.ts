import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { DiscrepancyStatus, DiscrepancyView } from '@domain/consignment';
import { afterConsignmentCommand, consignmentMinPosition } from './consistency';

// Issue 45: the discrepancies partners report from their portal, the shop's tasks on the consignment
// screen. The key starts with 'consignment', so a consignment notice or command refreshes them too.

export const discrepanciesQueryOptions = (status: DiscrepancyStatus) =>
  queryOptions({
    queryKey: ['consignment', 'discrepancies', status] as const,
    queryFn: () =>
      api.get<DiscrepancyView[]>('/consignment/discrepancies', {
        query: { status, minPosition: consignmentMinPosition() },
      }),
  });

export const useDiscrepancies = (status: DiscrepancyStatus) => useQuery(discrepanciesQueryOptions(status));

/** POST /api/consignment/discrepancies/:id/resolve { agreementId, note? } — the shop closes the task. */
export const resolveDiscrepancy = ({ id, agreementId, note }: { id: string; agreementId: string; note?: string }) =>
  api.post<CommandAnswer>(`/consignment/discrepancies/${encodeURIComponent(id)}/resolve`, {
    agreementId,
    ...(note ? { note } : {}),
  });

export const useResolveDiscrepancy = () =>
  useMutation({ mutationFn: resolveDiscrepancy, onSuccess: afterConsignmentCommand });
