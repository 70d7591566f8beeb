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

/** Issue 43: an account with an admin's temporary password changes it here before going anywhere else. */
export const PASSWORD_PATH = '/profile/password';

/**
 * Spec 2.2: after login, the remembered route unless it is the login page, else the default dashboard;
 * first the new password when the account's is a temporary one (the remembered route stays for after it).
 */
export function afterLogin(user: SessionUser, redirectParam: string | null): string {
  const session = useSessionStore.getState();
  if (user.mustChangePassword) return PASSWORD_PATH;
  const target = safeRedirect(redirectParam) ?? safeRedirect(session.rememberedRoute);
  session.rememberRoute(null);
  if (!target || target.startsWith(LOGIN_PATH) || target.startsWith('/auth/register')) return defaultLanding(user);
  return target;
}
