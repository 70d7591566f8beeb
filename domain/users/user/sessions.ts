import type { SessionEndReason, UserEvent } from './events';

// An account's open sessions, as its own stream knows them: what the token check and the sessions
// list on /profile are made of. Ending a session is an event; so the audit shows who ended which
// session and why, and a replay ends the same ones.

export interface OpenSession {
  startedAt: string;
  expiresAt: string;
  device: string;
}

export type Sessions = Readonly<Record<string, OpenSession>>;

/** More than this many open sessions (a script signing in in a loop): the oldest ones end. */
export const MAX_OPEN_SESSIONS = 100;
/** What a device's description may hold (a user agent, cut). */
export const MAX_DEVICE = 200;

/** The sessions after a sign-in; the ones already past their end are dropped (no clock in evolve: the sign-in's time). */
export function opened(sessions: Sessions, id: string, session: OpenSession): Sessions {
  const alive = Object.entries(sessions).filter(([, s]) => s.expiresAt > session.startedAt);
  return Object.fromEntries([...alive, [id, session]]);
}

export function closed(sessions: Sessions, ids: readonly string[]): Sessions {
  return Object.fromEntries(Object.entries(sessions).filter(([id]) => !ids.includes(id)));
}

/** The event that ends `ids` (none when nothing is open among them). */
export function ending(
  sessions: Sessions,
  ids: readonly string[],
  reason: SessionEndReason,
  endedAt: string,
): UserEvent[] {
  const open = ids.filter((id) => id in sessions);
  return open.length === 0 ? [] : [{ type: 'SessionsEnded', data: { sessionIds: open, reason, endedAt } }];
}

/** Every open session but `keep`. */
export const allBut = (sessions: Sessions, keep?: string) => Object.keys(sessions).filter((id) => id !== keep);

/** The oldest sessions a new one pushes past the limit. */
export function crowdedOut(sessions: Sessions, now: string): string[] {
  const alive = Object.entries(sessions)
    .filter(([, s]) => s.expiresAt > now)
    .sort(([, a], [, b]) => a.startedAt.localeCompare(b.startedAt));
  return alive.slice(0, Math.max(0, alive.length - MAX_OPEN_SESSIONS + 1)).map(([id]) => id);
}
