import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PartnerView } from '@domain/consignment';
import { consignmentMinPosition } from './consistency';
import { consignmentKeys, type PartnerQuery } from './keys';

/** GET /api/consignment/partners?search&status — for the partner filter, the agreement form and the partners list. */
export const getPartners = (q: PartnerQuery) =>
  api.get<PartnerView[]>('/consignment/partners', {
    query: {
      search: q.search || undefined,
      status: q.status && q.status !== 'all' ? q.status : undefined,
      minPosition: consignmentMinPosition(),
    },
  });

export const partnersQueryOptions = (q: PartnerQuery = {}) =>
  queryOptions({ queryKey: consignmentKeys.partners(q), queryFn: () => getPartners(q) });

export const usePartners = (q: PartnerQuery = {}) => useQuery(partnersQueryOptions(q));
