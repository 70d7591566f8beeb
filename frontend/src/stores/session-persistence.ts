import type { SessionUser } from '@/lib/access';

// Spec 4 and 9: a token entry and a user entry, in localStorage when the user asked to be
// remembered, else in sessionStorage (gone when the tab closes). Only one of the two holds them.
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const REMEMBERED_ROUTE_KEY = 'flora.rememberedRoute';

export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
  remember: boolean;
}

function parseUser(text: string | null): SessionUser | null {
  if (!text) return null;
  try {
    const user = JSON.parse(text) as SessionUser;
    // A user entry without roles is treated as missing: the guard then fetches the profile.
    return user && typeof user.id === 'string' && Array.isArray(user.roles) ? user : null;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession {
  for (const [storage, remember] of [
    [localStorage, true],
    [sessionStorage, false],
  ] as const) {
    const token = storage.getItem(TOKEN_KEY);
    if (token) return { token, user: parseUser(storage.getItem(USER_KEY)), remember };
  }
  return { token: null, user: null, remember: false };
}

export function writeSession({ token, user, remember }: StoredSession): void {
  clearSession();
  if (!token) return;
  const storage = remember ? localStorage : sessionStorage;
  storage.setItem(TOKEN_KEY, token);
  if (user) storage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
  }
}

// The remembered route lives for the tab: it only has to survive the trip through the login page.
export const readRememberedRoute = () => sessionStorage.getItem(REMEMBERED_ROUTE_KEY);
export function writeRememberedRoute(path: string | null): void {
  if (path) sessionStorage.setItem(REMEMBERED_ROUTE_KEY, path);
  else sessionStorage.removeItem(REMEMBERED_ROUTE_KEY);
}
