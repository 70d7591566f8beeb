import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MovementView, Page } from '@domain/inventory';
import { MOVEMENTS_PAGE_SIZE } from '@/config/inventory';
import { inventoryMinPosition, inventoryKeys, type MovementQuery } from '@/lib/inventory-reads';

/** GET /api/inventory/movements — the ledger, newest first. */
export const getMovements = (q: MovementQuery) =>
  api.get<Page<MovementView>>('/inventory/movements', {
    query: { pageSize: MOVEMENTS_PAGE_SIZE, ...q, minPosition: inventoryMinPosition() },
  });

export const movementsQueryOptions = (q: MovementQuery) =>
  queryOptions({
    queryKey: inventoryKeys.movements(q),
    queryFn: () => getMovements(q),
    placeholderData: keepPreviousData,
  });

export const useMovements = (q: MovementQuery) => useQuery(movementsQueryOptions(q));
