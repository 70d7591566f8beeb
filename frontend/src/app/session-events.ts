import { LOGIN_PATH } from '@/config/app';
import { onUnauthorized } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useAppUpdateStore } from '@/stores/app-update-store';
import { useSessionStore } from '@/stores/session-store';
import { loginUrl } from './guards';
import { appRouter } from './router';
import { isOnline } from '@/lib/connection';

/** Spec 8: a 401 while holding a token logs out and goes to /auth/login?redirect={current path}. */
export function handleUnauthorized(): void {
  const { pathname, search } = appRouter().state.location;
  useSessionStore.getState().signOut();
  queryClient.clear();
  if (pathname.startsWith(LOGIN_PATH)) return;
  const here = pathname + search;
  useSessionStore.getState().rememberRoute(here);
  void appRouter().navigate(loginUrl(here), { replace: true });
}

export function installSessionEvents(): void {
  onUnauthorized(handleUnauthorized);
  // Vite raises this when a lazy screen's chunk (or its CSS) fails to load — usually a release
  // replaced the hashed files. The route's error boundary shows too; the banner offers the reload.
  // Offline it is the network, not a release: the screen loads once back (lib/connection.ts).
  window.addEventListener('vite:preloadError', () => {
    if (isOnline()) useAppUpdateStore.getState().markUpdateAvailable();
  });
}
