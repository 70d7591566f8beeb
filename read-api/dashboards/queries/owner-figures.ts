import type { Kysely } from 'kysely';
import type { OwnerFiguresAnswer } from '../../../domain/reports';
import type { EventStore, Position } from '../../../infra/event-store/port';
import type { ReadModels } from '../../../projections/read-models';
import type { ProjectionFeed } from '../../shared/projection-feed';
import { ReadModelCache } from '../../shared/read-model-cache';
import type { SettingsReader } from '../../shared/shop-settings';
import { books } from './books';
import { shopFigures } from './shop-figures';
import { shopPeriods, type ShopPeriods } from './shop-periods';

// The owner's answer kept between two changes (issue 42): nine reads over three years of books cost
// far more than the answer is asked for, and every owner's screen asks the same. An answer is kept
// under the shop's day, its zone and the checkpoints of the read models it is made of, read on each
// request (one row per read model, as cheap as the health check's `select 1`): any batch a
// projection commits moves its checkpoint, so the next request asks under another key and reads
// again — a write is never hidden behind a kept answer, whether or not this process has heard the
// notice yet, and a ?minPosition the wait saw applied is in the key. The notices (and a lost LISTEN
// connection) empty the cache too, so a changed answer is not held in memory. Concurrent requests
// under one key share one read (ReadModelCache).

/** The read models the owner's figures come from, in the order the key names them. */
export const OWNER_PROJECTIONS = ['ledger', 'inventory', 'deliveries', 'subscriptions', 'hr', 'help-requests'];

export interface KeptOwnerFigures {
  figures: OwnerFiguresAnswer;
  /** Each read model's checkpoint in the snapshot the figures were read in (null: none applied yet). */
  positions: (Position | null)[];
}

/** The checkpoints' read, built once: asked on every request, Kysely's building was a tenth of it. */
function checkpointsQuery(db: Kysely<ReadModels>) {
  const query = db
    .selectFrom('projection_checkpoints')
    .select(['name', 'position'])
    .where('name', 'in', OWNER_PROJECTIONS)
    .compile();
  return async (on: Kysely<ReadModels>): Promise<(Position | null)[]> => {
    const { rows } = await on.executeQuery(query);
    return OWNER_PROJECTIONS.map((name) => rows.find((r) => r.name === name)?.position ?? null);
  };
}

/**
 * The figures and the checkpoints they stand at, in one repeatable-read snapshot: the runner commits a
 * batch's rows with its checkpoint, so the figures are exactly the read models at those positions.
 */
export function readOwnerFigures(
  db: Kysely<ReadModels>,
  p: ShopPeriods,
  checkpointsOf = checkpointsQuery(db),
): Promise<KeptOwnerFigures> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const positions = await checkpointsOf(trx); // the first statement takes the snapshot
      const shop = await shopFigures(trx, p);
      return { positions, figures: { ...shop, books: await books(trx, p, shop.sales.month) } };
    });
}

export interface OwnerFiguresDeps {
  db: Kysely<ReadModels>;
  /** The settings stream (the shop's zone). */
  store: SettingsReader;
  feed: ProjectionFeed;
  now: () => Date;
}

/** Answers the owner's figures, kept; `fresh` reads the zone from the store (a read after a write). */
export function keptOwnerFigures({ db, store, feed, now }: OwnerFiguresDeps) {
  const checkpointsOf = checkpointsQuery(db);
  const answers = new ReadModelCache<KeptOwnerFigures>(feed, OWNER_PROJECTIONS, { max: 8 });
  // The zone's stream, kept until the audit projection records an event (it records every one) or
  // for five seconds, what a stopped audit projection could cost a read that does not ask for fresh.
  const settingsStream = new ReadModelCache<Awaited<ReturnType<EventStore['readStream']>>>(feed, ['audit'], {
    max: 1,
    maxAgeMs: 5000,
  });
  const keptSettings: SettingsReader = {
    readStream: (streamId, options) =>
      options ? store.readStream(streamId, options) : settingsStream.get(streamId, () => store.readStream(streamId)),
  };
  return async function ownerFigures(fresh: boolean): Promise<KeptOwnerFigures> {
    const p = await shopPeriods(fresh ? store : keptSettings, now());
    const at = await checkpointsOf(db);
    return answers.get(JSON.stringify([p.today, p.timeZone, at]), () => readOwnerFigures(db, p, checkpointsOf));
  };
}

/**
 * Where kept figures stand exactly (the least of their checkpoints), undefined while a read model
 * has applied nothing. Checkpoints most often stand together (each projection passes every event).
 */
export function leastOf(
  positions: readonly (Position | null)[],
  store: Pick<EventStore, 'comparePositions'>,
): Position | undefined {
  let least: Position | undefined;
  for (const at of positions) {
    if (at === null) return undefined;
    if (least === undefined || (at !== least && store.comparePositions(at, least) < 0)) least = at;
  }
  return least;
}
