import {
  BACKWARDS,
  END,
  START,
  ErrorType,
  KurrentDBClient,
  excludeSystemEvents,
  jsonEvent,
  type JSONType,
} from '@kurrent/kurrentdb-client';
import { eventIdFor } from '../event-id';
import {
  ConcurrencyError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type StreamAppend,
  type StreamsAppendOptions,
  type StreamsAppendResult,
  type SubscribeOptions,
  type Subscription,
} from '../port';
import { sleep } from '../../sleep';
import { subscribeByPolling } from '../subscribe-by-polling';
import { compareLogPositions, decodePosition, encodePosition, isSystemEvent, toRecorded } from './kurrentdb-records';
import { subscribeToAllNatively } from './kurrentdb-subscription';
import { findAppended, isError } from './landed';
import { MultiStreamAppend } from './multi-append';

export interface KurrentDbOptions {
  /**
   * 'native' (default) uses the server's catch-up subscription and its caught-up signal
   * (KurrentDB / EventStoreDB 23.10+). 'polling' pages through readAll instead, for older servers.
   */
  subscription?: 'native' | 'polling';
  pollMs?: number;
  /** Where the adapter says, once, that it appends several streams one by one (console.warn). */
  warn?: (line: string) => void;
}

// The server filters system events by type; a few more may hide behind $-named streams.
const HEAD_LOOKBACK = 50;

/** The production adapter: KurrentDB (or EventStoreDB) over gRPC. Cannot run without a server. */
export class KurrentDbEventStore implements EventStore {
  readonly kind = 'kurrentdb' as const;
  private readonly client: KurrentDBClient;
  private readonly multi: MultiStreamAppend;

  constructor(
    connectionString: string,
    private readonly options: KurrentDbOptions = {},
  ) {
    this.client = KurrentDBClient.connectionString(connectionString);
    const appendOne = this.appendToStream.bind(this);
    this.multi = new MultiStreamAppend(this.client, appendOne, options.warn ?? ((line) => console.warn(line)));
  }

  /** All or none by one multiStreamAppend (KurrentDB ≥ 25.1); stream by stream on older servers. */
  async appendToStreams(
    appends: readonly StreamAppend[],
    options: StreamsAppendOptions = {},
  ): Promise<StreamsAppendResult> {
    if (options.once) throw new Error('KurrentDB keeps no command answers beside its events: send without once');
    return { appended: await this.multi.append(appends) };
  }

  async appendToStream(
    streamId: string,
    events: NewEvent[],
    { expected }: { expected: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    // Deterministic ids let the server recognise a retried command and append nothing.
    const data = events.map((e, i) =>
      jsonEvent({
        id: e.eventId ?? eventIdFor(e.metadata.commandId, i),
        type: e.type,
        data: e.data as JSONType,
        metadata: e.metadata as unknown as JSONType,
      }),
    );
    const lastId = data[data.length - 1]!.id;
    try {
      // Our expectations are spelled as the client's: 'no_stream' | 'stream_exists' | 'any' | bigint.
      const result = await this.client.appendToStream(streamId, data, { streamState: expected });
      if (result.position)
        return { nextRevision: result.nextExpectedRevision, position: encodePosition(result.position) };
      // An idempotent replay is answered without a position: take the first answer from the stream.
      const first = await findAppended(this.client, streamId, lastId);
      if (!first) throw new Error(`append to ${streamId} succeeded but its last event ${lastId} is not in the stream`);
      return { ...first, alreadyAppended: true };
    } catch (err) {
      if (!isError(err, ErrorType.WRONG_EXPECTED_VERSION)) throw err;
      // Idempotence with a different expectation (a retry after the stream moved on) is
      // reported as a conflict by the server; the first answer is what the caller needs.
      const first = await findAppended(this.client, streamId, lastId);
      if (first) return { ...first, alreadyAppended: true };
      const actual = (err as { actualState?: unknown }).actualState;
      throw new ConcurrencyError(streamId, expected, `stream is at ${String(actual)}, expected ${String(expected)}`);
    }
  }

  async readStream(streamId: string, { fromRevision = 0n }: { fromRevision?: bigint } = {}): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const r of this.client.readStream(streamId, {
        fromRevision: fromRevision === 0n ? START : fromRevision,
      })) {
        if (r.event) out.push(toRecorded(r.event));
      }
    } catch (err) {
      if (isError(err, ErrorType.STREAM_NOT_FOUND)) return [];
      throw err;
    }
    return out;
  }

  async readAll({ after, limit = 1000 }: { after?: Position; limit?: number } = {}): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    let cursor = after;
    // Pages repeat while system events filtered out here leave the answer short, so a page of
    // nothing but system events never looks like the end of the log to a poller.
    for (;;) {
      const { events, exhausted, last } = await this.readPage(cursor, limit - out.length);
      out.push(...events);
      if (exhausted || out.length >= limit || last === undefined) return out;
      cursor = last;
    }
  }

  /** One forward read from `after` (exclusive); `last` is the last position seen, kept or not. */
  private async readPage(after: Position | undefined, wanted: number) {
    const from = after ? decodePosition(after) : undefined;
    // The server's fromPosition is inclusive: one extra for the event at `after` itself.
    const maxCount = from ? wanted + 1 : wanted;
    let events: RecordedEvent[] = [];
    let seen = 0;
    let last: Position | undefined;
    for await (const r of this.client.readAll({
      fromPosition: from ?? START,
      maxCount,
      filter: excludeSystemEvents(),
    })) {
      seen++;
      const e = r.event;
      if (!e) continue;
      last = encodePosition(e.position);
      if (from && compareLogPositions(e.position, from) <= 0) continue;
      if (!isSystemEvent(e)) events.push(toRecorded(e));
    }
    if (events.length > wanted) {
      // `after` was not itself an event, so the extra one is a real event: keep it for the next page.
      events = events.slice(0, wanted);
      return { events, exhausted: false, last: events[wanted - 1]!.position };
    }
    return { events, exhausted: seen < maxCount, last };
  }

  async headPosition(): Promise<Position | undefined> {
    for await (const r of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: HEAD_LOOKBACK,
      filter: excludeSystemEvents(),
    })) {
      if (r.event && !isSystemEvent(r.event)) return encodePosition(r.event.position);
    }
    return undefined;
  }

  comparePositions(a: Position, b: Position): number {
    return compareLogPositions(decodePosition(a), decodePosition(b));
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    if (this.options.subscription === 'polling') {
      const pollMs = this.options.pollMs ?? 250;
      return subscribeByPolling(this, options, (ms, signal) => sleep(ms ?? pollMs, signal));
    }
    return subscribeToAllNatively(this.client, options);
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
