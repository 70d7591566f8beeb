import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminFiguresAnswer, OwnerFiguresAnswer } from '@domain/reports';
import { dashboardKeys } from './keys';

/** GET /api/dashboards/owner — the shop's figures with the books (owner only). */
export const useOwnerFigures = () =>
  useQuery({
    queryKey: dashboardKeys.owner,
    queryFn: ({ signal }) => api.get<OwnerFiguresAnswer>('/dashboards/owner', { signal }),
  });

/** GET /api/dashboards/admin — the shop's figures without finances, with users and projections. */
export const useAdminFigures = () =>
  useQuery({
    queryKey: dashboardKeys.admin,
    queryFn: ({ signal }) => api.get<AdminFiguresAnswer>('/dashboards/admin', { signal }),
  });
