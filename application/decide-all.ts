import { DomainError, type Command, type Decider, type DomainEvent } from '../domain/shared';
import {
  ConcurrencyError,
  type EventStore,
  type KeptAnswer,
  type StreamAppend,
  type StreamsAppendOptions,
  type StreamsAppendResult,
} from '../infra/event-store/port';
import { noteCommandConflict } from '../infra/metrics/commands';
import { sleep } from '../infra/sleep';
import { withTraceparent } from '../infra/tracing';
import { toNewEvent, type CommandContext, type CommandOutcome } from './command-types';
import type { Turns } from './in-turn';
import type { Loaded, StreamMemory } from './stream-memory';

// The loop every command runs (handler.ts), on one stream or several (issue 41: a counter sale
// takes its units, rings the register and writes the sale; an order reserves its units as it is
// placed): decide on what this process remembers, or on the streams as they stand; append every stream's events in one transaction, each with its
// expected revision; on a conflict in any of them nothing was written, so read again and decide
// again. The streams are taken in turn together (sorted), so a one-stream command on any of them waits.

/** A stream the command reads, with the decider its state is folded by. */
export interface StreamToLoad<S = unknown> {
  decider: Decider<Command, DomainEvent, S>;
  streamId: string;
}
/** Each stream's Loaded, typed by its decider's state. */
export type LoadedAll<T extends readonly StreamToLoad[]> = {
  -readonly [K in keyof T]: Loaded<T[K] extends StreamToLoad<infer S> ? S : never>;
};

/** What a decision is told besides the states: the command's id, its clock and who sends it. */
export interface DecisionMetadata {
  commandId: string;
  now: string;
  actor: CommandContext['actor'];
}

/** The events for each stream, in the streams' order (none for a stream the command only reads). */
export type DecideAll<T extends readonly StreamToLoad[]> = (
  loaded: LoadedAll<T>,
  metadata: DecisionMetadata,
) => readonly (readonly DomainEvent[])[];

export interface AllOptions {
  /** The stream whose revision answers the command (its index in the streams). */
  answer: number;
  /** A keyed command's request hash: the key is checked and the answer kept in the same transaction. */
  requestHash?: string;
}

/** The answer stream's outcome (its position the commit's), and every stream's. */
export type AllOutcome =
  { outcome: CommandOutcome; outcomes: CommandOutcome[]; answerKept: boolean } | { kept: KeptAnswer };

/** What the handler lends this loop: its store, memory, turns, loads and snapshots. */
export interface HandlerParts {
  store: EventStore;
  memory: StreamMemory;
  turns: Turns;
  maxAttempts: number;
  loadAll(streams: readonly StreamToLoad[]): Promise<Loaded<unknown>[]>;
  unchanged(streamId: string, loaded: Loaded<unknown>, commandId: string): Promise<CommandOutcome>;
  snapshotIfDue(decider: StreamToLoad['decider'], streamId: string, revision: bigint, since: bigint): void;
}

export async function decideAll<T extends readonly StreamToLoad[]>(
  parts: HandlerParts,
  streams: readonly [...T],
  decide: DecideAll<T>,
  context: CommandContext,
  options: AllOptions,
): Promise<AllOutcome> {
  // The streams this process does not know yet are read before the turns are taken: an order then
  // holds the year's numbering stream (every order's) only to decide and append, not while its
  // products are read. What is read is remembered, and the append's expected revisions verify it.
  if (streams.length > 1) {
    const unknown = streams.filter((s) => parts.memory.seen(s.decider, s.streamId) === undefined);
    if (unknown.length > 0) await parts.loadAll(unknown);
  }
  return parts.turns.runAll(
    streams.map((s) => s.streamId),
    async () => {
      let trustMemory = true;
      for (let attempt = 1; ; attempt++) {
        // What this process remembers is decided on as it is (the append's expected revisions verify
        // it); only the streams it does not know are read — a new sale's own stream, a product not seen yet.
        const seen = streams.map((s) => (trustMemory ? parts.memory.seen<unknown>(s.decider, s.streamId) : undefined));
        const unknown = streams.filter((_, i) => seen[i] === undefined);
        const read = unknown.length > 0 ? await parts.loadAll(unknown) : [];
        let next = 0;
        const loaded = seen.map((s) => s ?? read[next++]!);
        const remembered = seen.some((s) => s !== undefined);
        try {
          const result = await attemptAll(parts, streams, decide, context, loaded, remembered, options);
          if (result !== 'check the streams') return result;
        } catch (err) {
          if (!(err instanceof ConcurrencyError || (remembered && err instanceof DomainError))) throw err;
          noteCommandConflict(err, streams[options.answer]!.streamId, !remembered && attempt >= parts.maxAttempts);
          if (!remembered && attempt >= parts.maxAttempts) throw err;
          // Full jitter: concurrent losers spread out instead of colliding again in lockstep.
          if (!remembered) await sleep(Math.random() * Math.min(250, 10 * 2 ** attempt));
        }
        // Decided on memory: read what the streams hold and decide again, at once (not a race lost).
        if (remembered) attempt--;
        trustMemory = false;
      }
    },
  );
}

async function attemptAll<T extends readonly StreamToLoad[]>(
  parts: HandlerParts,
  streams: readonly [...T],
  decide: DecideAll<T>,
  context: CommandContext,
  loaded: Loaded<unknown>[],
  remembered: boolean,
  { answer, requestHash }: AllOptions,
): Promise<AllOutcome | 'check the streams'> {
  const now = new Date().toISOString();
  const decided = decide(loaded as LoadedAll<T>, { commandId: context.commandId, now, actor: context.actor });
  const written = streams.flatMap((s, i) => ((decided[i]?.length ?? 0) > 0 ? [i] : []));
  if (written.length === 0) {
    if (remembered) return 'check the streams';
    // Only the answer's stream is read for its last position (when a snapshot left it unknown).
    const outcomes = streams.map((s, i) => untouched(s.streamId, loaded[i]!));
    outcomes[answer] = await parts.unchanged(streams[answer]!.streamId, loaded[answer]!, context.commandId);
    return { outcome: outcomes[answer]!, outcomes, answerKept: false };
  }
  // One command id for every stream: its events are numbered across them, so each id is its own.
  let index = 0;
  const appends: StreamAppend[] = written.map((i) => ({
    streamId: streams[i]!.streamId,
    expected: loaded[i]!.revision < 0n ? 'no_stream' : loaded[i]!.revision,
    // The request's traceparent rides along when a span records (infra/tracing); never in the ids.
    events: decided[i]!.map((e) => withTraceparent(toNewEvent(e, index++, context, now))),
  }));
  const keyed = requestHash !== undefined && parts.store.appendOnce !== undefined;
  const answerAt = Math.max(0, written.indexOf(answer));
  const once = keyed ? { commandId: context.commandId, requestHash, answer: answerAt } : undefined;
  const sent = await appendDecided(parts.store, appends, once);
  if ('kept' in sent) return sent;
  const { revisions, position, alreadyAppended } = sent.appended;
  const outcomes = streams.map((s, i): CommandOutcome => {
    const j = written.indexOf(i);
    const at = loaded[i]!;
    if (j < 0) return untouched(s.streamId, at);
    // A repeat's events were decided on a state that already held them: that state is not the stream's.
    if (!alreadyAppended) {
      const state = decided[i]!.reduce((st, e) => s.decider.evolve(st, e), at.state);
      parts.memory.remember(s.decider, s.streamId, {
        state,
        revision: revisions[j]!,
        snapshotRevision: at.snapshotRevision,
      });
      parts.snapshotIfDue(s.decider, s.streamId, revisions[j]!, at.snapshotRevision);
    }
    return {
      streamId: s.streamId,
      revision: revisions[j]!,
      position,
      appendedByThisCommand: true,
      appendedNow: !alreadyAppended,
    };
  });
  return {
    outcome: outcomes[answer]!,
    outcomes,
    answerKept: keyed && !alreadyAppended && (sent.appended.answerKept ?? false),
  };
}

/** A stream the command read and did not write: where it stands. */
const untouched = (streamId: string, at: Loaded<unknown>): CommandOutcome => ({
  streamId,
  revision: at.revision,
  position: at.last?.position ?? null,
  appendedByThisCommand: false,
  appendedNow: false,
});

/** One stream: its own append (group-committed on Postgres); several: one multi-stream append. */
async function appendDecided(
  store: EventStore,
  appends: StreamAppend[],
  once: StreamsAppendOptions['once'],
): Promise<StreamsAppendResult> {
  if (appends.length > 1) return store.appendToStreams(appends, once ? { once } : {});
  const [{ streamId, expected, events }] = appends as [StreamAppend];
  if (once && store.appendOnce) {
    const sent = await store.appendOnce(streamId, events, { expected, ...once });
    if ('kept' in sent) return sent;
    const { nextRevision, position, alreadyAppended, answerKept } = sent.appended;
    return { appended: { revisions: [nextRevision], position, alreadyAppended, answerKept } };
  }
  const { nextRevision, position, alreadyAppended } = await store.appendToStream(streamId, events, { expected });
  return { appended: { revisions: [nextRevision], position, alreadyAppended } };
}
