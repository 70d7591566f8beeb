import { minPositionOf } from './consistency';
import type { ProjectionFeed } from './projection-feed';

// Answers read from a read model, kept until that read model next changes. The storefront's
// catalogue is read by every visitor and changes a few times a day: its pages, searches and
// categories are asked again and again between two changes, and each asks Postgres to count and
// sort thousands of rows. Kept here, a repeat costs a Map lookup.
//
// A change is known from the projection feed (NOTIFY, sent when the projection's transaction
// commits): every notice of the named projections, a rebuild, or a lost LISTEN connection (notices
// may have been missed) empties the cache. An answer still being computed when a notice arrives
// was read before the change, so it is not kept. `maxAgeMs` bounds what a missed notice could cost.
// A route reads through `answer`, which sends a read with ?minPosition past the cache (its wait read
// the projection's checkpoint, which can be ahead of the notice this process has heard).

export interface ReadModelCacheOptions {
  /** Answers kept at most (the least recently asked go first). */
  max?: number;
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry<T> {
  at: number;
  answer: Promise<T>;
}

export class ReadModelCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly max: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(feed: ProjectionFeed, projections: readonly string[], options: ReadModelCacheOptions = {}) {
    this.max = options.max ?? 1000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
    feed.subscribe({
      notice: (n) => {
        if (projections.includes(n.projection)) this.clear();
      },
      resync: () => this.clear(),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept answer for `key`, or `read()`'s (asked once however many wait for it). */
  get(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.at < this.maxAgeMs) {
      // Asked again: it moves to the back of the eviction order.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.answer;
    }
    const entry: Entry<T> = { at: this.now(), answer: read() };
    this.entries.set(key, entry);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    // A failed read is not an answer: the next ask reads again.
    entry.answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.answer;
  }

  /** A route's read: the kept answer, or a fresh read for a request with ?minPosition (after its own write). */
  answer<A extends T>(req: { url: string }, key: string, read: () => Promise<A>): Promise<A> {
    return minPositionOf(req) === null ? (this.get(key, read) as Promise<A>) : read();
  }

  clear(): void {
    this.entries.clear();
  }
}
