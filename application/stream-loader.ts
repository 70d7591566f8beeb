import type { Command, Decider, DomainEvent } from '../domain/shared';
import type { EventStore, RecordedEvent } from '../infra/event-store/port';
import type { Snapshot, SnapshotStore } from '../infra/event-store/snapshots';
import type { LoadedAll, StreamToLoad } from './decide-all';
import type { Loaded, StreamMemory } from './stream-memory';

// How the handler brings a stream's state up to date: from what this process remembers, or else
// the latest snapshot, plus the events after it; several streams' tails in one read where the store can.

export class StreamLoader {
  constructor(
    private readonly store: EventStore,
    private readonly snapshots: SnapshotStore,
    private readonly memory: StreamMemory,
  ) {}

  /** The aggregate as it stands: the state last seen (or the latest snapshot) plus the events after it. */
  async load<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
  ): Promise<Loaded<S>> {
    const from = this.memory.seen<S>(decider, streamId) ?? (await this.fromSnapshot(decider, streamId));
    const events = await this.store.readStream(streamId, { fromRevision: from.revision + 1n });
    return this.caughtUp(decider, streamId, from, events);
  }

  /**
   * load, for several distinct streams a command reads together: their tails in one round trip
   * where the store can (readStreams), so a counter sale's products, register and settings cost one
   * statement instead of one each.
   */
  async loadAll<T extends readonly StreamToLoad[]>(streams: readonly [...T]): Promise<LoadedAll<T>> {
    const { store } = this;
    if (!store.readStreams || streams.length === 1)
      return (await Promise.all(streams.map((s) => this.load(s.decider, s.streamId)))) as LoadedAll<T>;
    // What this process remembers, else the snapshots of the others, asked for in one statement.
    const seen = streams.map(({ decider, streamId }) => this.memory.seen<unknown>(decider, streamId));
    const unseen = streams.filter((_, i) => seen[i] === undefined);
    const snapshots = await this.snapshots.loadMany(
      unseen.map(({ decider, streamId }) => ({ streamId, stateVersion: decider.stateVersion })),
    );
    let next = 0;
    const froms = streams.map((s, i) => seen[i] ?? fromSnapshot(s.decider, snapshots[next++]));
    const tails = await store.readStreams(
      streams.map((s, i) => ({ streamId: s.streamId, fromRevision: froms[i]!.revision + 1n })),
    );
    return streams.map((s, i) => this.caughtUp(s.decider, s.streamId, froms[i]!, tails[i]!)) as LoadedAll<T>;
  }

  /** A state brought up to date with the events after it, and remembered. */
  private caughtUp<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    from: Loaded<S>,
    events: RecordedEvent[],
  ): Loaded<S> {
    let state = from.state;
    for (const e of events) state = decider.evolve(state, { type: e.type, data: e.data } as E);
    const loaded = {
      state,
      revision: events.at(-1)?.revision ?? from.revision,
      snapshotRevision: from.snapshotRevision,
      last: events.at(-1),
    };
    this.memory.remember(decider, streamId, loaded);
    return loaded;
  }

  private async fromSnapshot<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
  ): Promise<Loaded<S>> {
    return fromSnapshot(decider, await this.snapshots.load<S>(streamId, decider.stateVersion));
  }
}

/** Where a stream's load starts: its snapshot, or the decider's initial state before any event. */
function fromSnapshot<S>(decider: { initialState(): S }, snapshot: Snapshot<S> | undefined): Loaded<S> {
  const revision = snapshot?.revision ?? -1n;
  return { state: snapshot ? snapshot.state : decider.initialState(), revision, snapshotRevision: revision };
}
