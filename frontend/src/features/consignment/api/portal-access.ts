import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiRequest, type CommandAnswer } from '@/lib/api-client';
import { areaWrites } from '@/lib/consistency';
import type { PortalAccessAnswer, PortalUser } from '@domain/users';

// Issue 45: who reads a partner's portal, and the admin's two commands on it. The list is the users
// read model's: a grant or a withdrawal refreshes it, its next read waiting for the command's position.

export const portalAccessKeys = {
  all: ['consignment', 'portal-access'] as const,
  of: (partnerId: string) => ['consignment', 'portal-access', partnerId] as const,
};
const { minPosition, afterCommand } = areaWrites(portalAccessKeys.all);
const path = (partnerId: string) => `/consignment/partners/${encodeURIComponent(partnerId)}/portal-access`;

/** GET /api/consignment/partners/:id/portal-access — the people with access, by name. */
export function usePortalAccess(partnerId: string) {
  return useQuery({
    queryKey: portalAccessKeys.of(partnerId),
    queryFn: () => api.get<PortalUser[]>(path(partnerId), { query: { minPosition: minPosition() } }),
  });
}

export interface PortalInvitation {
  email: string;
  name: string;
}

/** POST …/portal-access: a new account answers its temporary password (this once); a customer's is linked. */
export function useGrantPortalAccess(partnerId: string) {
  return useMutation({
    mutationFn: (body: PortalInvitation) => api.post<PortalAccessAnswer>(path(partnerId), body),
    onSuccess: afterCommand,
  });
}

/** DELETE …/portal-access/:email: the access and the person's open sessions end. */
export function useWithdrawPortalAccess(partnerId: string) {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<CommandAnswer>(`${path(partnerId)}/${encodeURIComponent(email)}`, { method: 'DELETE' }),
    onSuccess: afterCommand,
  });
}
