import { useMatches } from 'react-router-dom';
import { LandingDashboard } from '@/features/dashboards/components/landing-dashboard';
import type { LandingKind } from '@/config/areas';
import { useSessionStore } from '@/stores/session-store';

/** Every role's landing (router.tsx names the kind in the route's handle). */
export function Component() {
  const match = useMatches().at(-1);
  const kind = (match?.handle as { landing?: LandingKind } | undefined)?.landing ?? 'catalog';
  const user = useSessionStore((s) => s.user);
  // The guard loaded the user before this renders; after a sign-out elsewhere there is none to show.
  return user ? <LandingDashboard kind={kind} user={user} /> : null;
}
