import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import type { AgreementHistoryEntry, AgreementView, ConsignmentSummary, Page, PartnerView } from '@domain/consignment';
import type { Page as ProductPage, ProductView } from '@domain/inventory';
import { AGREEMENTS_PAGE_SIZE } from '../config/consignment';
import { consignmentMinPosition } from './consistency';
import { consignmentKeys, type AgreementQuery, type PartnerQuery } from './keys';

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

/** GET /api/consignment/agreements/:id — the agreement with its items and totals. */
export const getAgreement = (id: string) =>
  api.get<AgreementView>(`/consignment/agreements/${encodeURIComponent(id)}`, {
    query: { minPosition: consignmentMinPosition() },
  });

export const agreementQueryOptions = (id: string) =>
  queryOptions({ queryKey: consignmentKeys.agreement(id), queryFn: () => getAgreement(id) });

export const useAgreement = (id: string, enabled = true) => useQuery({ ...agreementQueryOptions(id), enabled });

/** GET /api/consignment/agreements/:id/history — every event of the agreement, oldest first, with who did it. */
export const getAgreementHistory = (id: string) =>
  api.get<AgreementHistoryEntry[]>(`/consignment/agreements/${encodeURIComponent(id)}/history`, {
    query: { minPosition: consignmentMinPosition() },
  });

export const agreementHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: consignmentKeys.history(id), queryFn: () => getAgreementHistory(id) });

export const useAgreementHistory = (id: string) => useQuery(agreementHistoryQueryOptions(id));

/** The settlement statement PDF of an agreement. */
export const downloadStatement = (agreementId: string, code: string) =>
  downloadFile(
    `/consignment/agreements/${encodeURIComponent(agreementId)}/statement.pdf`,
    `estado-de-cuenta-${code}.pdf`,
  );

/** GET /api/consignment/summary — the four stat cards of spec 2.5. */
export const getConsignmentSummary = () =>
  api.get<ConsignmentSummary>('/consignment/summary', { query: { minPosition: consignmentMinPosition() } });

export const consignmentSummaryQueryOptions = () =>
  queryOptions({ queryKey: consignmentKeys.summary(), queryFn: getConsignmentSummary });

export const useConsignmentSummary = () => useQuery(consignmentSummaryQueryOptions());

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
