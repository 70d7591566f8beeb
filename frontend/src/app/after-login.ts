import { LOGIN_PATH } from '@/config/app';
import { defaultLanding, type SessionUser } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';

// Where a signed-in person goes; apart from guards.ts (the router's loaders) because the first login
// page decides it before the router is loaded.

/** Only same-origin paths: a crafted ?redirect=//evil.example must not leave the app. */
export function safeRedirect(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/** Spec 2.2: after login, the remembered route unless it is the login page, else the default dashboard. */
export function afterLogin(user: SessionUser, redirectParam: string | null): string {
  const session = useSessionStore.getState();
  const target = safeRedirect(redirectParam) ?? safeRedirect(session.rememberedRoute);
  session.rememberRoute(null);
  if (!target || target.startsWith(LOGIN_PATH) || target.startsWith('/auth/register')) return defaultLanding(user);
  return target;
}
