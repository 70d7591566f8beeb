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
  private events: RecordedEvent[] = [];
  /** Absolute index of events[0] (keeps `at` valid while the front is trimmed). */
  private base = 0;
  /** Where each kept event sits, absolute; the run's start maps to base - 1. */
  private readonly at = new Map<Position | undefined, number>();
  private empty = true;
  private readonly inFlight = new Map<string, Promise<RecordedEvent[]>>();

  constructor(
    private readonly compare: (a: Position, b: Position) => number,
    private readonly capacity = 10_000,
  ) {}

  /** A page after `after`: from the window where it can, else by `read` (which the window then keeps). */
  async readAll({ after, limit }: { after?: Position; limit: number }, read: Read): Promise<RecordedEvent[]> {
    const kept = this.keptAfter(after, limit);
    if (kept === undefined) return this.fetch(after, limit, read);
    if (kept.length === limit) return kept;
    // The run ends before the page does: the rest comes from after the run's end (and extends it).
    const end = kept.length > 0 ? kept[kept.length - 1]!.position : after;
    const more = await this.fetch(end, limit - kept.length, read);
    return kept.length > 0 ? kept.concat(more) : more;
  }

  /** The kept events after `after` (at most `limit`), or undefined when `after` is not in the run. */
  private keptAfter(after: Position | undefined, limit: number): RecordedEvent[] | undefined {
    if (this.empty) return undefined;
    const index = this.at.get(after);
    if (index === undefined) return undefined;
    const from = index + 1 - this.base;
    return this.events.slice(from, from + limit);
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
    const end = this.empty ? undefined : this.base + this.events.length - 1;
    const afterAt = this.at.get(after);
    if (this.empty || afterAt === undefined) {
      // Not in the run: a lagging follower's page is left out unless the run is gone or behind it.
      if (!this.empty && !this.isAhead(read)) return;
      this.restart(after);
    } else if (afterAt !== end) {
      return; // inside the run: already kept
    }
    for (const event of read) {
      this.at.set(event.position, this.base + this.events.length);
      this.events.push(event);
    }
    this.trim();
  }

  /** A page that starts past the run's last event (the run fell behind: a new one begins). */
  private isAhead(read: RecordedEvent[]): boolean {
    const last = this.events[this.events.length - 1];
    return !last || this.compare(read[0]!.position, last.position) > 0;
  }

  private restart(after: Position | undefined): void {
    this.events = [];
    this.at.clear();
    this.base += 1;
    this.at.set(after, this.base - 1);
    this.empty = false;
  }

  private trim(): void {
    const extra = this.events.length - this.capacity;
    if (extra <= 0) return;
    const dropped = this.events.splice(0, extra);
    // The new start is the last dropped event; everything before it is forgotten.
    for (const [position, index] of this.at) if (index < this.base + extra - 1) this.at.delete(position);
    this.base += extra;
    this.at.set(dropped[dropped.length - 1]!.position, this.base - 1);
  }
}
