import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AgreementView } from '@domain/consignment';
import { consignmentMinPosition } from './consistency';
import { consignmentKeys } from './keys';

/** GET /api/consignment/agreements/:id — the agreement with its items and totals. */
export const getAgreement = (id: string) =>
  api.get<AgreementView>(`/consignment/agreements/${encodeURIComponent(id)}`, {
    query: { minPosition: consignmentMinPosition() },
  });

export const agreementQueryOptions = (id: string) =>
  queryOptions({ queryKey: consignmentKeys.agreement(id), queryFn: () => getAgreement(id) });

export const useAgreement = (id: string, enabled = true) => useQuery({ ...agreementQueryOptions(id), enabled });
