// A token lives JWT_EXPIRES_IN (8 h by default); its session lives until its absolute end (12 h). While
// the app is open, a token past half its life is traded for a fresh one of the same session
// (POST /api/auth/session/renew), which the server never signs past the session's end: so a day at
// the counter needs one sign-in, and no session outlives its end.

const MAX_TIMER_MS = 2 ** 31 - 1;
const RETRY_MS = 60_000;

function lifetimeOf(token: string): { issuedAt: number; expiresAt: number } | undefined {
  try {
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      iat?: number;
      exp?: number;
    };
    return claims.iat && claims.exp ? { issuedAt: claims.iat * 1000, expiresAt: claims.exp * 1000 } : undefined;
  } catch {
    return undefined;
  }
}

/** Renews `token` at half its life with `renew` (which stores the new one); returns a stop function. */
export function scheduleRenewal(token: string, renew: () => Promise<void>): () => void {
  const lifetime = lifetimeOf(token);
  if (!lifetime) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const due = (lifetime.issuedAt + lifetime.expiresAt) / 2 - Date.now();
  const attempt = () =>
    void renew().catch(() => {
      // Offline or the server away: try again while the token still works; a 401 has signed out already.
      if (Date.now() + RETRY_MS < lifetime.expiresAt) timer = setTimeout(attempt, RETRY_MS);
    });
  timer = setTimeout(attempt, Math.min(Math.max(due, 0), MAX_TIMER_MS));
  return () => clearTimeout(timer);
}
