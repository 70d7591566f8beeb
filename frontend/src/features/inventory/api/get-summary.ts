import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InventorySummary } from '@domain/inventory';
import { inventoryMinPosition, inventoryKeys } from '@/lib/inventory-reads';

/** GET /api/inventory/summary — the four cards of spec 2.4. */
export const getInventorySummary = () =>
  api.get<InventorySummary>('/inventory/summary', { query: { minPosition: inventoryMinPosition() } });

export const inventorySummaryQueryOptions = () =>
  queryOptions({ queryKey: inventoryKeys.summary(), queryFn: getInventorySummary });

export const useInventorySummary = () => useQuery(inventorySummaryQueryOptions());
