import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  getAgreement,
  getAgreementHistory,
  getAgreementsPage,
  getPartners,
  type AgreementQuery,
  type PartnerQuery,
} from '@/lib/consignment-reads';
import type { ConsignmentSummary } from '@domain/consignment';
import type { Page as ProductPage, ProductView } from '@domain/inventory';
import { AGREEMENTS_PAGE_SIZE } from '../config/consignment';
import { consignmentMinPosition } from './consistency';
import { consignmentKeys } from './keys';

export { downloadStatement } from '@/lib/consignment-reads';

/** The cards, filtered and paged by the server (lib/consignment-reads.ts), 12 to a page unless asked. */
export const getAgreements = (q: AgreementQuery) =>
  getAgreementsPage({ ...q, pageSize: q.pageSize ?? AGREEMENTS_PAGE_SIZE });

export const agreementsQueryOptions = (q: AgreementQuery) =>
  queryOptions({
    queryKey: consignmentKeys.agreements(q),
    queryFn: () => getAgreements(q),
    placeholderData: keepPreviousData,
  });

export const useAgreements = (q: AgreementQuery) => useQuery(agreementsQueryOptions(q));

export const agreementQueryOptions = (id: string) =>
  queryOptions({ queryKey: consignmentKeys.agreement(id), queryFn: () => getAgreement(id) });

export const useAgreement = (id: string, enabled = true) => useQuery({ ...agreementQueryOptions(id), enabled });

export const agreementHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: consignmentKeys.history(id), queryFn: () => getAgreementHistory(id) });

export const useAgreementHistory = (id: string) => useQuery(agreementHistoryQueryOptions(id));

/** GET /api/consignment/summary — the four stat cards of spec 2.5. */
export const getConsignmentSummary = () =>
  api.get<ConsignmentSummary>('/consignment/summary', { query: { minPosition: consignmentMinPosition() } });

export const consignmentSummaryQueryOptions = () =>
  queryOptions({ queryKey: consignmentKeys.summary(), queryFn: getConsignmentSummary });

export const useConsignmentSummary = () => useQuery(consignmentSummaryQueryOptions());

export const partnersQueryOptions = (q: PartnerQuery = {}) =>
  queryOptions({ queryKey: consignmentKeys.partners(q), queryFn: () => getPartners(q) });

export const usePartners = (q: PartnerQuery = {}) => useQuery(partnersQueryOptions(q));

// Spec 5 "New agreement": only active products with stock > 0 are selectable. The server filters
// by stock class (in stock and low stock both have units); the status is checked here.
const WITH_STOCK = ['in_stock', 'low_stock'] as const;
const PRODUCTS_PAGE_SIZE = 100;

const getProductsWithStock = (stockStatus: string) =>
  api.get<ProductPage<ProductView>>('/inventory/products', {
    query: { pageSize: PRODUCTS_PAGE_SIZE, stockStatus, sort: 'name', order: 'asc' },
  });

export const isConsignable = (p: ProductView) => p.status === 'active' && p.currentStock > 0;

/** Every active product with units at our locations, by name. */
export function useConsignableProducts() {
  const results = useQueries({
    queries: WITH_STOCK.map((stockStatus) => ({
      queryKey: consignmentKeys.consignableProducts(stockStatus),
      queryFn: () => getProductsWithStock(stockStatus),
    })),
  });
  const loaded = results.every((r) => r.data);
  const products = results
    .flatMap((r) => r.data?.items ?? [])
    .filter(isConsignable)
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return {
    products,
    isPending: !loaded && results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
  };
}
