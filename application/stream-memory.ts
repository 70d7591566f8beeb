import type { Command, Decider, DomainEvent } from '../domain/shared';
import type { RecordedEvent } from '../infra/event-store/port';

// The state each recently used stream reached at its last known revision (this process's own
// commands and loads). A load then reads only the events after it — by anyone, anywhere — instead
// of the snapshot and its tail; a command decides on it without reading at all, and its append's
// expected revision tells whether it was still the stream's. States are immutable values.

export interface Loaded<S> {
  state: S;
  revision: bigint;
  snapshotRevision: bigint; // -1n without a snapshot
  last?: RecordedEvent;
}

/** What the memory needs of a decider: which shape of state it keeps. */
type Shaped = Pick<Decider<Command, DomainEvent, unknown>, 'stateVersion'>;

/** Streams whose last state a handler keeps (a product's state is a few hundred bytes). */
const RECENT_STREAMS = 10_000;

export class StreamMemory {
  private readonly recent = new Map<string, Loaded<unknown> & { stateVersion: number }>();

  /** The state last seen of the stream in this decider's shape, unverified. */
  seen<S>(decider: Shaped, streamId: string): Loaded<S> | undefined {
    const seen = this.recent.get(streamId);
    return seen?.stateVersion === decider.stateVersion ? (seen as Loaded<S>) : undefined;
  }

  /** The revision of the stream's last snapshot, as far as this process knows. */
  snapshotRevision(streamId: string): bigint | undefined {
    return this.recent.get(streamId)?.snapshotRevision;
  }

  /** A snapshot at `revision` was saved. */
  snapshotTaken(streamId: string, revision: bigint): void {
    const known = this.recent.get(streamId);
    if (known && revision > known.snapshotRevision) known.snapshotRevision = revision;
  }

  remember(decider: Shaped, streamId: string, loaded: Loaded<unknown>): void {
    const known = this.recent.get(streamId);
    if (known && known.revision > loaded.revision) return; // a slower load must not step back
    // A snapshot finished since `loaded` was read records itself on the entry this replaces: keep it,
    // or the next command believes there is none and snapshots again at once (and the one after).
    const sameShape = known?.stateVersion === decider.stateVersion;
    const snapshotRevision =
      sameShape && known.snapshotRevision > loaded.snapshotRevision ? known.snapshotRevision : loaded.snapshotRevision;
    this.recent.delete(streamId); // re-inserted last: the Map's order is the least recently used first
    const { state, revision } = loaded;
    this.recent.set(streamId, { state, revision, snapshotRevision, stateVersion: decider.stateVersion });
    if (this.recent.size > RECENT_STREAMS) this.recent.delete(this.recent.keys().next().value!);
  }
}
