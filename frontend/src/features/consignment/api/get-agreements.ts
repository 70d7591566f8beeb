import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AgreementView, Page } from '@domain/consignment';
import { AGREEMENTS_PAGE_SIZE } from '../config/consignment';
import { consignmentMinPosition } from './consistency';
import { consignmentKeys, type AgreementQuery } from './keys';

/** GET /api/consignment/agreements?search&status&partner&page&pageSize — the cards, filtered and paged by the server. */
export const getAgreements = (q: AgreementQuery) =>
  api.get<Page<AgreementView>>('/consignment/agreements', {
    query: {
      search: q.search || undefined,
      status: q.status && q.status !== 'all' ? q.status : undefined,
      partner: q.partner || undefined,
      page: q.page,
      pageSize: q.pageSize ?? AGREEMENTS_PAGE_SIZE,
      minPosition: consignmentMinPosition(),
    },
  });

export const agreementsQueryOptions = (q: AgreementQuery) =>
  queryOptions({
    queryKey: consignmentKeys.agreements(q),
    queryFn: () => getAgreements(q),
    placeholderData: keepPreviousData,
  });

export const useAgreements = (q: AgreementQuery) => useQuery(agreementsQueryOptions(q));
