// The event store port: what the command side and the projections need, nothing adapter-specific.

/** Opaque to callers; only the adapter that produced it compares positions. */
export type Position = string;

export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface Actor {
  userId: string;
  roles: string[];
}

/** The audit trail: who, what, when, from where, because of what. */
export interface EventMetadata {
  commandId: string;
  correlationId: string;
  causationId: string;
  actor: Actor;
  source: { app: string; deviceId?: string };
  occurredAt: string; // ISO-8601
  schemaVersion: number;
}

export interface NewEvent<T extends string = string, D = unknown> {
  /** Derived from metadata.commandId and the event's index when absent (see eventIdFor). */
  eventId?: string;
  type: T;
  data: D;
  metadata: EventMetadata;
}

export interface RecordedEvent<T extends string = string, D = unknown> {
  eventId: string;
  type: T;
  data: D;
  metadata: EventMetadata;
  streamId: string;
  revision: bigint;
  position: Position;
}

export interface ReadAllOptions {
  after?: Position;
  limit?: number;
  /**
   * Only these types' data matter to the reader (a rebuild of one read model): the others may come
   * as their place in the log alone, `data` null and `metadata` empty, which spares the store
   * turning them into JSON. An adapter may ignore it and answer every event whole.
   */
  types?: readonly string[];
  /**
   * With `types`: the reader never looks at their metadata either (a read model folding data alone),
   * so it may come empty — its JSON is as long as the data of most events (decision 0139).
   */
  withoutMetadata?: boolean;
}

export interface AppendResult {
  nextRevision: bigint; // revision of the last event now in the stream
  position: Position; // position of the last appended event
  /** Set when these events (same ids) were in the store already: a retried command appended nothing. */
  alreadyAppended?: true;
}

/** The first answer of a command sent with an Idempotency-Key, as kept beside the events. */
export interface KeptAnswer {
  requestHash: string;
  streamId: string;
  /** Undefined while the first request is still running (or died before answering). */
  answer?: { revision: bigint; position: Position | null };
}

export interface AppendOnceOptions {
  expected: ExpectedRevision;
  /** The Idempotency-Key: the command's id, and the hash of the request that defines it. */
  commandId: string;
  requestHash: string;
}

/** Appended now (the answer is kept with the events), or the key had an answer or another request. */
export type AppendOnceResult = { appended: AppendResult & { answerKept: boolean } } | { kept: KeptAnswer };

/** One stream's part of a command that writes several (appendToStreams). */
export interface StreamAppend {
  streamId: string;
  expected: ExpectedRevision;
  events: NewEvent[];
}

export interface StreamsAppendOptions {
  /**
   * The command's key (stores that keep answers: `appendOnce` is there): checked, and the answer kept
   * in the same transaction, naming `appends[answer]`'s stream and the commit's last position.
   */
  once?: { commandId: string; requestHash: string; answer: number };
}

export interface StreamsAppended {
  /** Each stream's revision after the append, in the appends' order. */
  revisions: bigint[];
  /** The position of the last event appended (one commit holds them all). */
  position: Position;
  /** These events (same ids) were in the store already: a retried command appended nothing. */
  alreadyAppended?: true;
  /** With `once`: the answer was kept with the events. */
  answerKept?: boolean;
}

export type StreamsAppendResult = { appended: StreamsAppended } | { kept: KeptAnswer };

/** A stream to read from a revision (readStreams). */
export interface StreamRead {
  streamId: string;
  fromRevision: bigint;
}

export interface SubscribeOptions {
  /** Start after this position; from the beginning when absent. */
  after?: Position;
  batchSize?: number;
  /**
   * A follower behind the head reads bigger pages: each full page doubles the next one up to this
   * (a batch costs a transaction and a few statements whatever its size), and it drops back to
   * `batchSize` at the head, where pages are small and latency counts. Default: `batchSize`.
   */
  maxBatchSize?: number;
  /** Called with each batch in commit order; awaited before the next is read. */
  handle(events: RecordedEvent[]): Promise<void>;
  /** Called every time the subscription reaches the head of the store. */
  onCaughtUp?(position: Position | undefined): void;
}

export interface Subscription {
  stop(): Promise<void>;
  /** Settles when the subscription stops; rejects when `handle` threw. */
  done: Promise<void>;
}

export interface EventStore {
  readonly kind: 'postgres' | 'kurrentdb';
  appendToStream(streamId: string, events: NewEvent[], options: { expected: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Several streams, each with its expected revision, all or none: one transaction (Postgres), one
   * multi-stream append (KurrentDB ≥ 25.1). A conflict on any stream appends nothing anywhere; the
   * same event ids sent again answer where they landed.
   */
  appendToStreams(appends: readonly StreamAppend[], options?: StreamsAppendOptions): Promise<StreamsAppendResult>;
  /**
   * Optional (Postgres): the Idempotency-Key's check, the append and the kept answer in one
   * transaction, one round trip. Without it the command side claims, appends and records in turn.
   */
  appendOnce?(streamId: string, events: NewEvent[], options: AppendOnceOptions): Promise<AppendOnceResult>;
  readStream(streamId: string, options?: { fromRevision?: bigint }): Promise<RecordedEvent[]>;
  /**
   * Optional (Postgres): several streams' events from each one's revision in one round trip — the
   * streams a command reads together (a counter sale's products, register and settings). Without it
   * the caller reads each stream in turn. One list per read, in the reads' order.
   */
  readStreams?(reads: readonly StreamRead[]): Promise<RecordedEvent[][]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** -1 when a is before b, 0 when equal, 1 when after. */
  comparePositions(a: Position, b: Position): number;
  /** The position of the last event readers can see now (undefined for an empty store). */
  headPosition(): Promise<Position | undefined>;
  close(): Promise<void>;
}

export class ConcurrencyError extends Error {
  readonly code = 'CONCURRENCY';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    detail: string,
  ) {
    super(`Concurrency conflict on ${streamId}: ${detail}`);
    this.name = 'ConcurrencyError';
  }
}
