import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CatalogDebugAnswer } from '@domain/catalog/catalog-debug';

/** GET /api/catalog-debug: the catalogue's problems; refetched when the inventory moves (key under 'inventory'). */
export const useCatalogProblems = () =>
  useQuery({
    queryKey: ['inventory', 'catalog-debug'],
    queryFn: () => api.get<CatalogDebugAnswer>('/catalog-debug'),
    staleTime: 0,
  });
