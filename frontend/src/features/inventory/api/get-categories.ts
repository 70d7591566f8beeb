import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inventoryKeys } from '@/lib/inventory-reads';

/** GET /api/inventory/categories — every category in use, for the filter and the product form. */
export const getCategories = () => api.get<string[]>('/inventory/categories');

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: inventoryKeys.categories(), queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
