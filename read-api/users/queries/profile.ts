import type { Kysely } from 'kysely';
import type { EventStore, Position } from '../../../infra/event-store/port';
import type { ReadModels } from '../../../projections/read-models';
import type { ConsistencyDeps } from '../../shared/consistency';
import { findUser, type UserItem } from './users';

/** A user who just registered may ask for the profile before the projection has written it. */
const PROFILE_WAIT_MS = 3000;

export type ProfileStore = Pick<EventStore, 'headPosition' | 'comparePositions'>;

/**
 * The profile. When it is not there and the users projection is behind the store's head (a user who
 * has just registered), waits — bounded, woken by the projection's notices — for it to catch up.
 */
export async function profileOf(
  db: Kysely<ReadModels>,
  store: ProfileStore,
  consistency: ConsistencyDeps,
  id: string,
): Promise<UserItem | undefined> {
  const deadline = Date.now() + PROFILE_WAIT_MS;
  const head = await store.headPosition();
  for (;;) {
    const user = await findUser(db, id);
    const left = deadline - Date.now();
    if (user || left <= 0 || !head || (await caughtUp(consistency, store, head)))
      return user ?? (await findUser(db, id));
    await nextNotice(consistency, Math.min(left, consistency.options.pollMs));
  }
}

async function caughtUp(consistency: ConsistencyDeps, store: ProfileStore, head: Position): Promise<boolean> {
  const row = await consistency.db
    .selectFrom('projection_checkpoints')
    .select('position')
    .where('name', '=', 'users')
    .executeTakeFirst();
  return Boolean(row?.position && store.comparePositions(row.position, head) >= 0);
}

function nextNotice(consistency: ConsistencyDeps, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    const stop = consistency.feed.subscribe({
      advanced: (n) => n.projection === 'users' && done(),
      resync: done,
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}
