import type { Command, Decider, DomainEvent } from '../domain/shared';
import type { EventStore, Position } from '../infra/event-store/port';
import type { SnapshotStore } from '../infra/event-store/snapshots';
import { type CommandBody, type CommandContext, type CommandOutcome, type OnceOutcome } from './command-types';
import {
  decideAll,
  type AllOptions,
  type AllOutcome,
  type DecideAll,
  type HandlerParts,
  type LoadedAll,
  type StreamToLoad,
} from './decide-all';
import { Turns } from './in-turn';
import { StreamLoader } from './stream-loader';
import { StreamMemory, type Loaded } from './stream-memory';

export type { CommandBody, CommandContext, CommandOutcome, OnceOutcome } from './command-types';
export type { AllOutcome, DecideAll, DecisionMetadata, LoadedAll, StreamToLoad } from './decide-all';

// The one command handler: load (snapshot + events after it) → decide → append with the expected
// revision → retry on a concurrent write (the loop is decide-all.ts's, for one stream or several).
// Every aggregate goes through here.
// On a stream this process used recently, the decision is taken on the state it remembers, without
// reading the stream: the append's expected revision verifies that memory (another process's
// write since makes it a conflict, and the stream is then read and the command decided again). A
// refusal or a "nothing to change" decided on memory is checked the same way before it is answered.
// One process takes a stream's commands in turn: racing each other, ten buyers of one product would
// lose up to nine times each and could run out of tries (a 409 under load); in turn, only another
// process's writes can conflict, which the retries absorb.

export interface CommandHandlerOptions {
  store: EventStore;
  snapshots: SnapshotStore;
  /** A snapshot is taken once the stream is this many events past the last one. */
  snapshotEvery?: number;
  /** Tries per command before a 409. With full jitter, 10 let 20 writers racing on one stream all land; 5 lost ~7 %. */
  maxAttempts?: number;
  onBackgroundError?: (err: unknown) => void;
}

/** The Idempotency-Key a command is sent with: its id is the command id; the hash, its request's. */
interface Once {
  requestHash: string;
}

export class CommandHandler {
  private readonly snapshotting = new Map<string, Promise<void>>();
  private readonly memory = new StreamMemory();
  private readonly turns = new Turns();
  private readonly loader: StreamLoader;

  constructor(private readonly options: CommandHandlerOptions) {
    this.loader = new StreamLoader(options.store, options.snapshots, this.memory);
  }

  async handle<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: CommandBody<C>,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    const result = await this.run(decider, streamId, command, context);
    if ('kept' in result) throw new Error('a command sent without a key has no kept answer');
    return result.outcome;
  }

  /** Whether handleOnce keeps a keyed command's answer in the append's own transaction (Postgres). */
  get keepsAnswers(): boolean {
    return this.options.store.appendOnce !== undefined;
  }

  /**
   * handle, for a command sent with an Idempotency-Key (`context.commandId`): where the store can, the
   * key's check, the append and the kept answer are one round trip. A key already answered (or used
   * by another request) appends nothing and returns what was kept; a refusal or a "nothing to
   * change" keeps nothing (the caller records it).
   */
  async handleOnce<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: CommandBody<C>,
    context: CommandContext,
    requestHash: string,
  ): Promise<OnceOutcome> {
    return this.run(decider, streamId, command, context, { requestHash });
  }

  /**
   * A command that decides on several streams and appends their events in one transaction
   * (decide-all.ts): all land or none. With `requestHash` (a keyed command, Postgres) the key's
   * check and its kept answer are in that transaction too.
   */
  handleAll<T extends readonly StreamToLoad[]>(
    streams: readonly [...T],
    decide: DecideAll<T>,
    context: CommandContext,
    options: AllOptions,
  ): Promise<AllOutcome> {
    return decideAll(this.parts, streams, decide, context, options);
  }

  private lent?: HandlerParts;
  private get parts(): HandlerParts {
    return (this.lent ??= {
      store: this.options.store,
      memory: this.memory,
      turns: this.turns,
      maxAttempts: this.options.maxAttempts ?? 10,
      loadAll: (streams) => this.loadAll(streams),
      unchanged: (streamId, loaded, commandId) => this.unchanged(streamId, loaded, commandId),
      snapshotIfDue: (decider, streamId, revision, snapshotRevision) =>
        this.snapshotIfDue(decider, streamId, revision - (this.memory.snapshotRevision(streamId) ?? snapshotRevision)),
    });
  }

  /** One stream's command: the same loop as several streams', with one (decide-all.ts). */
  private run<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    { type, data }: CommandBody<C>,
    context: CommandContext,
    once?: Once,
  ): Promise<OnceOutcome> {
    const streams = [{ decider: decider as unknown as StreamToLoad<S>['decider'], streamId }] as const;
    return decideAll(
      this.parts,
      streams,
      ([loaded], metadata) => [decider.decide({ type, data, metadata } as C, loaded.state)],
      context,
      { answer: 0, requestHash: once?.requestHash },
    );
  }

  /** The answer a command gave before (an Idempotency-Key repeat), told from the stream itself. */
  async recall(
    streamId: string,
    revision: bigint,
    position: Position | null,
    commandId: string,
  ): Promise<CommandOutcome> {
    const [atRevision] = revision < 0n ? [] : await this.options.store.readStream(streamId, { fromRevision: revision });
    return {
      streamId,
      revision,
      position,
      appendedByThisCommand: atRevision?.metadata.commandId === commandId,
      appendedNow: false,
    };
  }

  /** Settles when the snapshots being written in the background are done (for a clean shutdown). */
  async idle(): Promise<void> {
    while (this.snapshotting.size > 0) await Promise.allSettled([...this.snapshotting.values()]);
  }

  /**
   * The state this process last saw of the stream, unverified (undefined when it has none of this
   * shape). Right after this process's own command on the stream, it is the state that command left.
   */
  remembered<C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string): S | undefined {
    return this.memory.seen<S>(decider, streamId)?.state;
  }

  /** The aggregate as it stands: the state last seen (or the latest snapshot) plus the events after it. */
  load<C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string): Promise<Loaded<S>> {
    return this.loader.load(decider, streamId);
  }

  /** load, for several distinct streams a command reads together (one round trip where the store can). */
  loadAll<T extends readonly StreamToLoad[]>(streams: readonly [...T]): Promise<LoadedAll<T>> {
    return this.loader.loadAll(streams);
  }

  private async unchanged(streamId: string, loaded: Loaded<unknown>, commandId: string): Promise<CommandOutcome> {
    // Loaded from a snapshot with nothing after it: the last event is read only to answer its position.
    let last = loaded.last;
    if (!last && loaded.revision >= 0n)
      [last] = await this.options.store.readStream(streamId, { fromRevision: loaded.revision });
    return {
      streamId,
      revision: loaded.revision,
      position: last?.position ?? null,
      appendedByThisCommand: last?.metadata.commandId === commandId,
      appendedNow: false,
    };
  }

  // The snapshot is rebuilt from what the store holds (never from this attempt's decision, which
  // may have been a duplicate of an earlier append), off the answer's path, once per stream at a time.
  private snapshotIfDue<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    eventsSinceSnapshot: bigint,
  ): void {
    const every = BigInt(this.options.snapshotEvery ?? 100);
    if (eventsSinceSnapshot < every || this.snapshotting.has(streamId)) return;
    const job = this.load(decider, streamId)
      .then(async (loaded) => {
        await this.options.snapshots.save(streamId, loaded.revision, decider.stateVersion, loaded.state);
        this.memory.snapshotTaken(streamId, loaded.revision);
      })
      .catch((err: unknown) => this.options.onBackgroundError?.(err))
      .finally(() => this.snapshotting.delete(streamId));
    this.snapshotting.set(streamId, job);
  }
}
