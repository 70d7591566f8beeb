import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminFiguresAnswer, OwnerFiguresAnswer } from '@domain/reports';

// The landings' figures. Every key starts with 'dashboards': keys.ts's refreshedBy refreshes it on a
// notice of any projection they read (ledger, inventory, deliveries, subscriptions, hr, users…), so
// a sale or a movement elsewhere shows here without a reload.
export const dashboardKeys = {
  all: ['dashboards'] as const,
  owner: ['dashboards', 'owner'] as const,
  admin: ['dashboards', 'admin'] as const,
};

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
