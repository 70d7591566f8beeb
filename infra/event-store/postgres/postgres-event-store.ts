import type pg from 'pg';
import {
  ConcurrencyError,
  type AppendOnceOptions,
  type AppendOnceResult,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type RecordedEvent,
  type StreamAppend,
  type StreamRead,
  type StreamsAppendOptions,
  type StreamsAppendResult,
  type SubscribeOptions,
  type Subscription,
} from '../port';
import { subscribeByPolling } from '../subscribe-by-polling';
import { traceAppend } from '../../tracing';
import {
  afterFailedAppend,
  eventIds,
  FIRST_ANSWER,
  KEPT_OR_FIRST,
  keptFrom,
  type AppendCommandRow,
  type AppendRow,
} from './append-sql';
import { TailWindow } from '../tail-window';
import { appendStreams } from './append-streams';
import { GroupCommit } from './group-commit';
import { Announcer, Wakeup } from './wakeup';

// Position = "<transaction_id>/<global_position>": the commit order readers follow.
const encode = (tx: string, gp: string): Position => `${tx}/${gp}`;
/** The columns' ranges (xid8, bigint): a position past them names no event and no query may take it. */
const MAX_TX = 2n ** 64n - 1n;
const MAX_GP = 2n ** 63n - 1n;
function decode(p: Position): [bigint, bigint] {
  const [tx, gp] = p.split('/');
  if (tx === undefined || gp === undefined || !/^\d{1,20}$/.test(tx) || !/^\d{1,19}$/.test(gp)) {
    throw new Error(`not a Postgres event-store position: ${p}`);
  }
  const position: [bigint, bigint] = [BigInt(tx), BigInt(gp)];
  if (position[0] > MAX_TX || position[1] > MAX_GP) throw new Error(`not a Postgres event-store position: ${p}`);
  return position;
}

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_revision: string;
  transaction_id: string;
  global_position: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

const RECHECK_AFTER_NOTIFY_MS = 100;

const answerOf = (row: AppendRow): AppendResult => ({
  nextRevision: BigInt(row.next_revision),
  position: encode(row.last_tx, row.last_position),
});

const COLUMNS = 'event_id, stream_id, stream_revision, transaction_id, global_position, type, data, metadata';
// Turning jsonb into text is most of a read's cost on the server: events of other types keep their place only.
const PLACE_ONLY_UNLESS_TYPES = `event_id, stream_id, stream_revision, transaction_id, global_position, type,
  case when type = any($4::text[]) then data end as data,
  case when type = any($4::text[]) then metadata else '{}'::jsonb end as metadata`;
const DATA_ONLY_OF_TYPES = `event_id, stream_id, stream_revision, transaction_id, global_position, type,
  case when type = any($4::text[]) then data end as data, '{}'::jsonb as metadata`;
// Readers take only events below the oldest transaction still running (the statement snapshot's
// xmin), so a transaction that commits late is never skipped. That xmin is cluster-wide, though:
// a long transaction in another database (another app, another test) would stall every reader
// here. Transactions proven to run in another database cannot write our events, so they are left
// out; everything unproven (e.g. one that ended since the snapshot) still holds readers back.
// The reader's own transaction, if it wrote, holds them back too (it may still roll back).
const HORIZON = `(
  select least(coalesce(min(x), pg_snapshot_xmax(pg_current_snapshot())), pg_current_xact_id_if_assigned())
  from pg_snapshot_xip(pg_current_snapshot()) x
  where x::xid not in (
    select a.backend_xid from pg_stat_activity a
    where a.backend_xid is not null
      and a.datid is distinct from (select oid from pg_database where datname = current_database())))`;
/** The readers' rule as an SQL condition on `events` (tests wait on it before catching up). */
export const VISIBLE = `transaction_id < ${HORIZON}`;

function toRecorded(r: EventRow): RecordedEvent {
  return {
    eventId: r.event_id,
    type: r.type,
    data: r.data,
    metadata: r.metadata,
    streamId: r.stream_id,
    revision: BigInt(r.stream_revision),
    position: encode(r.transaction_id, r.global_position),
  };
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  private readonly wakeup: Wakeup;
  private readonly announcer: Announcer;
  /** The subscriptions of this process share their reads (a worker's followers read the same pages). */
  private readonly tail = new TailWindow((a, b) => this.comparePositions(a, b));
  private subscribers = 0;
  private readonly group: GroupCommit;

  constructor(
    private readonly pool: pg.Pool,
    /** `appendLanes`: one-stream appends in flight at once before those waiting share one (group-commit.ts). */
    private readonly options: { pollMs?: number; appendLanes?: number } = {},
  ) {
    this.wakeup = new Wakeup(pool);
    this.announcer = new Announcer(pool);
    this.group = new GroupCommit(pool, options.appendLanes);
  }

  async appendToStream(
    streamId: string,
    events: NewEvent[],
    { expected }: { expected: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await traceAppend('append_to_stream', events.length, () =>
          this.group.append({ streamId, events, expected }),
        );
        this.announcer.announce();
        return answerOf(row as AppendRow);
      } catch (err) {
        const outcome = afterFailedAppend(err, attempt);
        if (outcome === 'ask again') continue;
        if (outcome !== 'maybe a retry') throw outcome;
        const { rows } = await this.pool.query<AppendRow>(FIRST_ANSWER, [eventIds(events)]);
        if (rows[0]) return { ...answerOf(rows[0]), alreadyAppended: true };
        throw new ConcurrencyError(streamId, expected, (err as Error).message);
      }
    }
  }

  async appendOnce(streamId: string, events: NewEvent[], options: AppendOnceOptions): Promise<AppendOnceResult> {
    if (events.length === 0) throw new Error('appendOnce needs at least one event');
    const { expected, commandId, requestHash } = options;
    for (let attempt = 0; ; attempt++) {
      try {
        const once = { commandId, requestHash };
        const row = await traceAppend('append_command', events.length, () =>
          this.group.append({ streamId, events, expected, once }),
        );
        const kept = keptFrom(row);
        if (kept) return { kept };
        this.announcer.announce();
        return { appended: { ...answerOf(row as AppendRow), answerKept: true } };
      } catch (err) {
        const outcome = afterFailedAppend(err, attempt);
        if (outcome === 'ask again') continue;
        if (outcome !== 'maybe a retry') throw outcome;
        // A duplicate of this command got there first: its kept answer, or else where its events
        // landed (the key's answer is then the caller's to record).
        const { rows } = await this.pool.query<AppendCommandRow>(KEPT_OR_FIRST, [commandId, eventIds(events)]);
        const row = rows[0]!;
        const kept = keptFrom(row);
        if (kept && (kept.requestHash !== requestHash || kept.answer)) return { kept };
        if (row.next_revision != null) {
          return { appended: { ...answerOf(row as AppendRow), alreadyAppended: true, answerKept: false } };
        }
        throw new ConcurrencyError(streamId, expected, (err as Error).message);
      }
    }
  }

  /** How many statements one-stream appends took (group commit's batches), for figures and tests. */
  get appendsSent(): Readonly<{ statements: number; appends: number }> {
    return this.group.sent;
  }

  appendToStreams(appends: readonly StreamAppend[], options: StreamsAppendOptions = {}): Promise<StreamsAppendResult> {
    const events = appends.reduce((n, a) => n + a.events.length, 0);
    return traceAppend('append_to_streams', events, () =>
      appendStreams(this.pool, appends, options, () => this.announcer.announce()),
    );
  }

  async readStream(streamId: string, { fromRevision = 0n }: { fromRevision?: bigint } = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `select ${COLUMNS} from events where stream_id = $1 and stream_revision >= $2 order by stream_revision`,
      [streamId, fromRevision.toString()],
    );
    return rows.map(toRecorded);
  }

  async readStreams(reads: readonly StreamRead[]): Promise<RecordedEvent[][]> {
    if (reads.length === 0) return [];
    const { rows } = await this.pool.query<EventRow>(
      `select ${COLUMNS} from events
         join unnest($1::text[], $2::bigint[]) as wanted(wanted_stream, from_revision)
           on stream_id = wanted_stream and stream_revision >= from_revision
        order by stream_id, stream_revision`,
      [reads.map((r) => r.streamId), reads.map((r) => r.fromRevision.toString())],
    );
    const byStream = new Map<string, RecordedEvent[]>();
    for (const row of rows) {
      const event = toRecorded(row);
      const events = byStream.get(event.streamId) ?? [];
      // A stream named twice matches its rows twice (adjacent, in revision order): kept once.
      if (events.at(-1)?.revision !== event.revision) events.push(event);
      byStream.set(event.streamId, events);
    }
    return reads.map((r) => (byStream.get(r.streamId) ?? []).filter((e) => e.revision >= r.fromRevision));
  }

  async readAll({ after, limit = 1000, types, withoutMetadata }: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const [tx, gp] = after ? decode(after) : [0n, 0n];
    const columns = !types ? COLUMNS : withoutMetadata ? DATA_ONLY_OF_TYPES : PLACE_ONLY_UNLESS_TYPES;
    const { rows } = await this.pool.query<EventRow>(
      `select ${columns} from events
        where (transaction_id, global_position) > ($1::text::xid8, $2::bigint) and ${VISIBLE}
        order by transaction_id, global_position limit $3`,
      types ? [tx.toString(), gp.toString(), limit, types] : [tx.toString(), gp.toString(), limit],
    );
    return rows.map(toRecorded);
  }

  async headPosition(): Promise<Position | undefined> {
    const { rows } = await this.pool.query<{ transaction_id: string; global_position: string }>(
      `select transaction_id, global_position from events where ${VISIBLE}
        order by transaction_id desc, global_position desc limit 1`,
    );
    return rows[0] ? encode(rows[0].transaction_id, rows[0].global_position) : undefined;
  }

  comparePositions(a: Position, b: Position): number {
    const [ta, ga] = decode(a);
    const [tb, gb] = decode(b);
    if (ta !== tb) return ta < tb ? -1 : 1;
    return ga === gb ? 0 : ga < gb ? -1 : 1;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    // Reading only once LISTEN is in place means no commit after a read goes unannounced.
    const listening = this.wakeup.start();
    const reader: Pick<EventStore, 'readAll'> = {
      readAll: async (o) => {
        await listening;
        // Alone, a subscriber gains nothing from the window and pays for keeping events alive longer.
        if (this.subscribers < 2) return this.readAll(o);
        return this.tail.readAll({ after: o?.after, limit: o?.limit ?? 1000 }, (page) => this.readAll(page));
      },
    };
    this.subscribers++;
    // A notification that arrives while the subscriber reads or handles means "read again now".
    let seen = this.wakeup.generation;
    let recheck = false;
    const subscription = subscribeByPolling(reader, options, async (ms, signal) => {
      // An announced commit can still sit behind a transaction the read horizon could not prove to
      // be another database's (one that ended between the snapshot and the check): one quick
      // re-read after every notification finds it without sitting out a whole poll interval.
      const pollMs = ms ?? this.options.pollMs ?? 250;
      const interval = recheck ? Math.min(RECHECK_AFTER_NOTIFY_MS, pollMs) : pollMs;
      if (this.wakeup.generation === seen) await this.wakeup.wait(interval, signal);
      recheck = this.wakeup.generation !== seen;
      seen = this.wakeup.generation;
    });
    void subscription.done.finally(() => this.subscribers--).catch(() => {});
    return subscription;
  }

  async close(): Promise<void> {
    await this.announcer.close();
    await this.wakeup.close();
  }
}
