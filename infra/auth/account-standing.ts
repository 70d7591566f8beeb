import { AuthError, type Principal } from './jwt';

// The verdict on a verified token: the account behind it exists and is active, and the session it
// names is open and not past its absolute end. Roles come from the account, not the token.

export interface SessionStanding {
  /** The absolute end, ms since the epoch. */
  expiresAt: number;
  ended: boolean;
}

export interface AccountStanding {
  active: boolean;
  roles: readonly string[];
  /** The account's sessions a process knows of: open ones, and (from the read model) recently ended ones. */
  sessions: ReadonlyMap<string, SessionStanding>;
  /** Created by an admin with a temporary password not changed yet (issue 43): the server holds it to the change. */
  mustChangePassword?: boolean;
  /** The consignment partner whose portal the account reads (issue 45): it moves with the account, as roles do. */
  partnerId?: string;
}

export const UNKNOWN_ACCOUNT = 'La cuenta de esta sesión no existe.';
export const INACTIVE_ACCOUNT = 'Tu cuenta está desactivada.';
export const NO_SESSION = 'Token inválido: no pertenece a ninguna sesión';
export const SESSION_ENDED = 'La sesión ha terminado. Inicia sesión de nuevo.';
export const SESSION_EXPIRED = 'La sesión ha expirado';

/** What a process knows of an account, and when it read it from the stream itself (a lookup). */
export interface Known {
  standing: AccountStanding | undefined;
  readAt?: number;
}

/**
 * Whether the token's session may be one this knowledge cannot have seen: unknown to the read model
 * (always worth a lookup: it may lag), or signed after the lookup read the stream (a second before,
 * for clocks and the second-resolution `iat`). A token signed well before a lookup that does not know
 * its session names one that has ended.
 */
export function mayBeNewer(token: Principal, known: Known): boolean {
  const sid = token.sessionId;
  if (!sid || !known.standing || known.standing.sessions.has(sid)) return false;
  return known.readAt === undefined || (token.issuedAt ?? Infinity) * 1000 >= known.readAt - 1000;
}

export function judge(token: Principal, { standing }: Known, now = Date.now()): Principal {
  if (!standing) throw new AuthError(UNKNOWN_ACCOUNT);
  if (!standing.active) throw new AuthError(INACTIVE_ACCOUNT);
  const sessionId = token.sessionId;
  if (!sessionId) throw new AuthError(NO_SESSION);
  const session = standing.sessions.get(sessionId);
  if (!session || session.ended) throw new AuthError(SESSION_ENDED);
  if (session.expiresAt <= now) throw new AuthError(SESSION_EXPIRED);
  const temporary = standing.mustChangePassword ? { mustChangePassword: true as const } : {};
  const bound = standing.partnerId ? { partnerId: standing.partnerId } : {};
  return { userId: token.userId, roles: [...standing.roles], sessionId, ...temporary, ...bound };
}
