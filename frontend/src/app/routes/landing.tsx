import { useMatches } from 'react-router-dom';
import { AdminFigures } from '@/features/dashboards/components/admin-figures';
import { LandingDashboard } from '@/features/dashboards/components/landing-dashboard';
import { OwnerFigures } from '@/features/dashboards/components/owner-figures';
import type { LandingKind } from '@/config/areas';
import { useSessionStore } from '@/stores/session-store';

/** The owner's and the admin's landings (router.tsx names the kind in the route's handle), with their figures. */
export function Component() {
  const match = useMatches().at(-1);
  const kind = (match?.handle as { landing?: LandingKind } | undefined)?.landing ?? 'catalog';
  const user = useSessionStore((s) => s.user);
  // The guard loaded the user before this renders; after a sign-out elsewhere there is none to show.
  if (!user) return null;
  return (
    <LandingDashboard kind={kind} user={user}>
      {kind === 'owner' ? <OwnerFigures /> : kind === 'admin' ? <AdminFigures /> : null}
    </LandingDashboard>
  );
}
