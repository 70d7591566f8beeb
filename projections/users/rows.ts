import { sql, type Kysely } from 'kysely';
import type { SequencedEvent } from '../engine/projection';
import { pickColumns, writtenColumns } from '../engine/json-recordset';
import { indexedText, textOr, timestamp, timestampOr } from '../engine/column-values';
import { unnestRows } from '../engine/page-rows';
import { userSessions, type UsersDatabase } from './tables';

// The sessions table from the events of a batch: every opening inserted, then every ending applied
// (a session never ends before it opens in its own stream). Times are the events' own, so a rebuild
// is row-for-row the same.

type Opened = {
  id: string;
  user_id: string;
  device: string;
  started_at: string;
  expires_at: string;
  ended_at: null;
  end_reason: null;
};
type Ended = { id: string; ended_at: string; end_reason: string };

export function sessionChanges(mine: readonly { id: string; e: SequencedEvent }[]) {
  const opened: Opened[] = [];
  const ended: Ended[] = [];
  const userIds = new Set<string>();
  for (const { id: userId, e } of mine) {
    if (e.type === 'UserLoggedIn' || e.type === 'UserLoggedOut' || e.type === 'SessionsEnded') userIds.add(userId);
    const d = (e.data ?? {}) as Record<string, unknown>;
    const at = timestampOr(undefined, e.metadata?.occurredAt);
    if (e.type === 'UserLoggedIn') {
      const id = indexedText(d.sessionId);
      const expiresAt = timestamp(d.expiresAt);
      if (!id || !expiresAt) continue; // a sign-in from before sessions
      const startedAt = timestamp(d.loggedInAt) ?? at;
      opened.push({
        id,
        user_id: userId,
        device: textOr(d.device),
        started_at: startedAt,
        expires_at: expiresAt,
        ended_at: null,
        end_reason: null,
      });
    } else if (e.type === 'UserLoggedOut') {
      const id = indexedText(d.sessionId);
      if (id) ended.push({ id, ended_at: timestamp(d.loggedOutAt) ?? at, end_reason: 'signed-out' });
    } else if (e.type === 'SessionsEnded' && Array.isArray(d.sessionIds)) {
      for (const sid of d.sessionIds) {
        const id = indexedText(sid);
        if (id) ended.push({ id, ended_at: timestamp(d.endedAt) ?? at, end_reason: textOr(d.reason) });
      }
    }
  }
  return { opened, ended, userIds };
}

/** `table`: this generation's name of user_sessions (raw SQL does not pass the generation plugin). */
export async function writeSessions(
  db: Kysely<UsersDatabase>,
  table: string,
  { opened, ended }: ReturnType<typeof sessionChanges>,
) {
  if (opened.length > 0) {
    const columns = userSessions.columns;
    const names = writtenColumns(columns);
    await db
      .insertInto('user_sessions')
      .columns(names)
      .expression((eb) => eb.selectFrom(unnestRows(columns, opened)).select(names))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  if (ended.length > 0) {
    const source = unnestRows(pickColumns(userSessions.columns, ['id', 'ended_at', 'end_reason'] as const), ended);
    await sql`
      update ${sql.table(table)} s set ended_at = x.ended_at, end_reason = x.end_reason
      from ${source} where s.id = x.id and s.ended_at is null`.execute(db);
  }
}
