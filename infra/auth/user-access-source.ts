import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../db/app-tables';
import { userDecider, userStream, type UserState } from '../../domain/users';
import type { EventStore } from '../event-store/port';
import { SnapshotStore } from '../event-store/snapshots';
import type { SessionStanding } from './account-standing';
import type { AccountStanding, UserAccessSource } from './user-access';
import { UserAccess, type UserAccessOptions } from './user-access';

/**
 * The users read model's view and projection, as `projections/users` names them (infra may not
 * import projections; a test checks they agree).
 */
export const USERS_VIEW = 'users';
export const USER_SESSIONS_VIEW = 'user_sessions';
export const USERS_PROJECTION = 'users';

/** An account's current state: its latest snapshot plus the events after it (logins make streams long). */
export async function loadUserState(
  store: Pick<EventStore, 'readStream'>,
  snapshots: SnapshotStore,
  userId: string,
): Promise<UserState> {
  return (await readUser(store, snapshots, userId)).state;
}

async function readUser(store: Pick<EventStore, 'readStream'>, snapshots: SnapshotStore, userId: string) {
  const streamId = userStream(userId);
  const snapshot = await snapshots.load<UserState>(streamId, userDecider.stateVersion);
  const events = await store.readStream(streamId, { fromRevision: (snapshot?.revision ?? -1n) + 1n });
  const state = events.reduce(
    (s, e) => userDecider.evolve(s, e as never),
    snapshot?.state ?? userDecider.initialState(),
  );
  return { state, position: events.at(-1)?.position };
}

type Store = Pick<EventStore, 'readStream' | 'comparePositions'>;

/** Both APIs judge tokens from the same two places: the users read model, and a user's own stream. */
export function userAccessSource(db: Kysely<AppDatabase>, store: Store): UserAccessSource {
  const snapshots = new SnapshotStore(db);
  // The read model changes only with its checkpoint (one transaction): an unmoved checkpoint is the same rows.
  let last: { version: string; accounts: ReadonlyMap<string, AccountStanding> } | undefined;
  return {
    async all() {
      try {
        // The checkpoint first: the rows read after it include at least everything up to it.
        const {
          rows: [checkpoint],
        } = await sql<{ position: string | null; generation: number }>`
          select position, generation from projection_checkpoints where name = ${USERS_PROJECTION}`.execute(db);
        const position = checkpoint?.position ?? undefined;
        const version = `${checkpoint?.generation}|${position}`;
        if (checkpoint && last?.version === version) return { accounts: last.accounts, position };
        const { rows } = await sql<{
          id: string;
          status: string;
          roles: string[];
          must_change_password: boolean;
          partner_id: string | null;
        }>`
          select id, status, roles, must_change_password, partner_id from ${sql.table(USERS_VIEW)}`.execute(db);
        const sessions = await sessionsOf(db);
        const accounts = new Map<string, AccountStanding>(
          rows.map((r) => [
            r.id,
            {
              active: r.status === 'active',
              roles: r.roles,
              sessions: sessions.get(r.id) ?? new Map(),
              mustChangePassword: r.must_change_password,
              ...(r.partner_id ? { partnerId: r.partner_id } : {}),
            },
          ]),
        );
        last = { version, accounts };
        return { accounts, position };
      } catch (err) {
        // A fresh database before the projection worker's first start: every id is looked up instead.
        if ((err as { code?: string }).code === '42P01') return { accounts: new Map(), position: undefined };
        throw err;
      }
    },
    async one(userId) {
      const { state, position } = await readUser(store, snapshots, userId);
      const standing: AccountStanding | undefined =
        state.status === 'unregistered'
          ? undefined
          : {
              active: state.status === 'active',
              roles: state.roles,
              mustChangePassword: state.mustChangePassword,
              ...(state.partnerId ? { partnerId: state.partnerId } : {}),
              sessions: new Map(
                Object.entries(state.sessions).map(([id, s]) => [
                  id,
                  { expiresAt: Date.parse(s.expiresAt), ended: false },
                ]),
              ),
            };
      return { standing, position };
    },
    includes: (readModel, event) => readModel !== undefined && store.comparePositions(readModel, event) >= 0,
    async touch(seen) {
      const rows = [...seen].map(([id, at]) => ({ id, at: at.toISOString() }));
      await sql`
        insert into session_activity (session_id, last_seen_at)
        select id, at from json_to_recordset(${JSON.stringify(rows)}::json) as x(id text, at timestamptz)
        on conflict (session_id) do update set last_seen_at = greatest(session_activity.last_seen_at, excluded.last_seen_at)`.execute(
        db,
      );
    },
  };
}

/** Sessions not yet past their end, open or ended, by account. */
async function sessionsOf(db: Kysely<AppDatabase>): Promise<Map<string, Map<string, SessionStanding>>> {
  const { rows } = await sql<{ id: string; user_id: string; expires_at: Date; ended: boolean }>`
    select id, user_id, expires_at, ended_at is not null as ended
    from ${sql.table(USER_SESSIONS_VIEW)} where expires_at > now()`.execute(db);
  const byUser = new Map<string, Map<string, SessionStanding>>();
  for (const r of rows) {
    const sessions = byUser.get(r.user_id) ?? byUser.set(r.user_id, new Map()).get(r.user_id)!;
    sessions.set(r.id, { expiresAt: r.expires_at.getTime(), ended: r.ended });
  }
  return byUser;
}

/** The account check of an API process, loaded and refreshing. */
export function startUserAccess(
  db: Kysely<AppDatabase>,
  store: Store,
  options?: UserAccessOptions,
): Promise<UserAccess> {
  return new UserAccess(userAccessSource(db, store), options).start();
}
