import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ConsignmentSummary } from '@domain/consignment';
import { consignmentMinPosition } from './consistency';
import { consignmentKeys } from './keys';

/** GET /api/consignment/summary — the four stat cards of spec 2.5. */
export const getConsignmentSummary = () =>
  api.get<ConsignmentSummary>('/consignment/summary', { query: { minPosition: consignmentMinPosition() } });

export const consignmentSummaryQueryOptions = () =>
  queryOptions({ queryKey: consignmentKeys.summary(), queryFn: getConsignmentSummary });

export const useConsignmentSummary = () => useQuery(consignmentSummaryQueryOptions());
