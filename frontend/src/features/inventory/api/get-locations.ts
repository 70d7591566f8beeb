import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inventoryKeys } from '@/lib/inventory-reads';

/** GET /api/inventory/locations — every location that ever held stock (suggestions; staff may name a new one). */
export const getLocations = () => api.get<string[]>('/inventory/locations');

export const locationsQueryOptions = () => queryOptions({ queryKey: inventoryKeys.locations(), queryFn: getLocations });

export const useLocations = () => useQuery(locationsQueryOptions());
