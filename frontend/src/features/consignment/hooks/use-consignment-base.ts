import { useLocation } from 'react-router-dom';
import { routeAccess } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';

/**
 * Spec 2.1 has the consignment screens twice, under /admin/consignment and /consignment: links stay
 * under the one the person came in by.
 */
export function useConsignmentBase(): string {
  return useLocation().pathname.startsWith('/admin/') ? '/admin/consignment' : '/consignment';
}

/** Partners are written by managers only (spec 2.3): the others do not see the buttons that would be refused. */
export function useManagesPartners(base: string): boolean {
  const user = useSessionStore((s) => s.user);
  return user !== null && routeAccess(user, `${base}/partners`) === 'allowed';
}
