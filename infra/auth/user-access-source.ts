import { sql, type Kysely } from 'kysely';
import { userDecider, userStream, type UserState } from '../../domain/users';
import type { EventStore } from '../event-store/port';
import { SnapshotStore } from '../event-store/snapshots';
import type { AccountStanding, UserAccessSource } from './user-access';
import { UserAccess, type UserAccessOptions } from './user-access';

/**
 * The users read model's view, as `projections/users` names it (infra may not import projections;
 * a test checks the two agree).
 */
export const USERS_VIEW = 'users';

/** An account's current state: its latest snapshot plus the events after it (logins make streams long). */
export async function loadUserState(store: Pick<EventStore, 'readStream'>, snapshots: SnapshotStore, userId: string): Promise<UserState> {
  const streamId = userStream(userId);
  const snapshot = await snapshots.load<UserState>(streamId, userDecider.stateVersion);
  const events = await store.readStream(streamId, { fromRevision: (snapshot?.revision ?? -1n) + 1n });
  return events.reduce((s, e) => userDecider.evolve(s, e as never), snapshot?.state ?? userDecider.initialState());
}

/** Both APIs judge tokens from the same two places: the users read model, and a user's own stream. */
export function userAccessSource(db: Kysely<any>, store: Pick<EventStore, 'readStream'>): UserAccessSource {
  const snapshots = new SnapshotStore(db);
  return {
    async all() {
      try {
        const { rows } = await sql<{ id: string; status: string; roles: string[] }>`
          select id, status, roles from ${sql.table(USERS_VIEW)}`.execute(db);
        return new Map(rows.map((r) => [r.id, { active: r.status === 'active', roles: r.roles }]));
      } catch (err) {
        // A fresh database before the projection worker's first start: every id is looked up instead.
        if ((err as { code?: string }).code === '42P01') return new Map();
        throw err;
      }
    },
    async one(userId) {
      const state = await loadUserState(store, snapshots, userId);
      if (state.status === 'unregistered') return undefined;
      return { active: state.status === 'active', roles: state.roles } satisfies AccountStanding;
    },
  };
}

/** The account check of an API process, loaded and refreshing. */
export function startUserAccess(db: Kysely<any>, store: Pick<EventStore, 'readStream'>, options?: UserAccessOptions): Promise<UserAccess> {
  return new UserAccess(userAccessSource(db, store), options).start();
}
