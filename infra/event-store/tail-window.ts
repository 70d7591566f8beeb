import type { Position, RecordedEvent } from './port';

type Read = (options: { after?: Position; limit: number }) => Promise<RecordedEvent[]>;

/**
 * The last events read from the store, kept so that the other followers of one process (a worker
 * runs six projections and a reactor) read them from memory instead of each asking Postgres for the
 * same page and parsing the same JSON again.
 *
 * Why serving from it skips nothing: what one read after P returned IS the sequence of events
 * immediately after P in commit order — the store's visibility rule guarantees no later commit lands
 * between P and them (subscriptions rely on the same guarantee when they move past a page). So the
 * window is one contiguous run: `events` follow `start` directly, and a read after any position
 * inside it is answered by the run's remainder. A read at the run's end goes to Postgres and extends
 * it; a read behind it (a follower that lags) goes to Postgres and leaves it alone; a read ahead of
 * it starts a new run. Identical reads in flight at once share one query.
 *
 * Followers share the event objects: none of them mutates an event.
 */
export class TailWindow {
  /** The run: `events` follow `start` directly (`start` undefined: the beginning of the store). */
  private events: RecordedEvent[] = [];
  private start: Position | undefined;
  private empty = true;
  private readonly inFlight = new Map<string, Promise<RecordedEvent[]>>();

  constructor(
    private readonly compare: (a: Position, b: Position) => number,
    private readonly capacity = 10_000,
  ) {}

  /** A page after `after`: from the window where it can, else by `read` (which the window then keeps). */
  async readAll({ after, limit }: { after?: Position; limit: number }, read: Read): Promise<RecordedEvent[]> {
    const from = this.indexAfter(after);
    if (from === undefined) return this.fetch(after, limit, read);
    const kept = this.events.slice(from, from + limit);
    if (kept.length === limit) return kept;
    // The run ends before the page does: the rest comes from after the run's end (and extends it).
    const end = kept.length > 0 ? kept[kept.length - 1]!.position : after;
    const more = await this.fetch(end, limit - kept.length, read);
    return kept.length > 0 ? kept.concat(more) : more;
  }

  /** Where the events after `after` begin in the run, or undefined when `after` is not in it. */
  private indexAfter(after: Position | undefined): number | undefined {
    if (this.empty) return undefined;
    if (after === this.start) return 0;
    if (after === undefined) return undefined;
    // The run is in commit order: a binary search finds `after` among its events.
    let [low, high] = [0, this.events.length - 1];
    while (low <= high) {
      const mid = (low + high) >> 1;
      const order = this.compare(this.events[mid]!.position, after);
      if (order === 0) return mid + 1;
      if (order < 0) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  }

  private fetch(after: Position | undefined, limit: number, read: Read): Promise<RecordedEvent[]> {
    const key = `${after ?? ''}|${limit}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = read({ after, limit }).then(
        (events) => {
          this.inFlight.delete(key);
          this.remember(after, events);
          return events;
        },
        (err: unknown) => {
          this.inFlight.delete(key);
          throw err;
        },
      );
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private remember(after: Position | undefined, read: RecordedEvent[]): void {
    if (read.length === 0) return;
    const last = this.events[this.events.length - 1];
    const atEnd = !this.empty && (last ? after === last.position : after === this.start);
    if (!atEnd) {
      // Inside the run (already kept) or behind it (a lagging follower): left alone. Ahead of it, or
      // no run yet: a new run starts here.
      if (!this.empty && (!last || this.compare(read[0]!.position, last.position) <= 0)) return;
      this.events = [];
      this.start = after;
      this.empty = false;
    }
    for (const event of read) this.events.push(event);
    const extra = this.events.length - this.capacity;
    if (extra > 0) this.start = this.events.splice(0, extra)[extra - 1]!.position;
  }
}
