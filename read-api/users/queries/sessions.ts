import { sql, type Kysely } from 'kysely';
import type { OpenSessionItem } from '../../../domain/users';
import type { AppDatabase } from '../../../infra/db/app-tables';
import type { ReadModels } from '../../../projections/read-models';

// The caller's own open sessions, for /profile's list ("Cerrar sesión en este dispositivo" / "en
// todos"). From the users read model's sessions (a replica when there is one); "last seen" is what
// the APIs wrote at most a minute ago (session_activity, unlogged, so on the primary only), else the sign-in.

const iso = (value: Date | string) => new Date(value).toISOString();

export async function openSessionsOf(
  db: Kysely<ReadModels>,
  appDb: Kysely<AppDatabase>,
  userId: string,
): Promise<Omit<OpenSessionItem, 'current'>[]> {
  const { rows } = await sql<{ id: string; device: string; started_at: Date; expires_at: Date }>`
    select id, device, started_at, expires_at from user_sessions
    where user_id = ${userId} and ended_at is null and expires_at > now()
    order by started_at desc, id limit 200`.execute(db);
  if (rows.length === 0) return [];
  const seen = await appDb
    .selectFrom('session_activity')
    .select(['session_id', 'last_seen_at'])
    .where(
      'session_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const lastSeen = new Map(seen.map((s) => [s.session_id, s.last_seen_at]));
  return rows
    .map((r) => ({
      id: r.id,
      device: r.device,
      startedAt: iso(r.started_at),
      lastSeenAt: iso(lastSeen.get(r.id) ?? r.started_at),
      expiresAt: iso(r.expires_at),
    }))
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt) || a.id.localeCompare(b.id));
}
