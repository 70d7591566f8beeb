import pg from 'pg';

export const EVENTS_CHANNEL = 'flora_events';

// One LISTEN connection per store, shared by every waiting reader. NOTIFY only shortens the
// wait: readers poll anyway, so a lost notification costs latency, never an event.
export class Wakeup {
  private client?: Promise<pg.Client | undefined>;
  private waiters = new Set<() => void>();
  private closed = false;
  /** Counts notifications, so a reader can tell one arrived while it was busy reading. */
  generation = 0;

  constructor(private readonly pool: pg.Pool) {}

  /** Starts listening (once); settles when listening, or when that failed and polling must do. */
  async start(): Promise<void> {
    if (!this.client && !this.closed) this.client = this.listen();
    await this.client;
  }

  /** Resolves on the next notification, after `ms`, or on abort, whichever is first. */
  wait(ms: number, signal?: AbortSignal): Promise<void> {
    void this.start();
    if (signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      this.waiters.add(done);
    });
  }

  private async listen(): Promise<pg.Client | undefined> {
    const options = this.pool.options as pg.ClientConfig;
    const client = new pg.Client({ ...options, application_name: 'flora-listener' });
    client.on('notification', () => {
      this.generation++;
      [...this.waiters].forEach((w) => w());
    });
    client.on('error', () => {
      // Dropped connection: fall back to polling until the next wait listens again.
      this.client = undefined;
      client.end().catch(() => {});
    });
    try {
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
      return client;
    } catch {
      // Nobody awaits this promise: an unhandled rejection would crash the process. Polling covers it.
      this.client = undefined;
      await client.end().catch(() => {});
      return undefined;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    [...this.waiters].forEach((w) => w());
    const c = await this.client;
    this.client = undefined;
    await c?.end().catch(() => {});
  }
}

/**
 * Tells listeners that events were committed. Sent after commit, not inside the append: a NOTIFY
 * in a transaction holds a cluster-wide lock until its commit is flushed, serialising appends.
 * Commits within `coalesceMs` share one notification (sent after the last of them), so a burst
 * of appends costs the server one NOTIFY, and a reader learns of a commit within a few ms.
 */
export class Announcer {
  private timer?: NodeJS.Timeout;
  private inFlight?: Promise<void>;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly coalesceMs = 5,
  ) {}

  announce(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.inFlight = this.pool.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, '']).then(
        () => {},
        () => {}, // a lost notification costs latency only: readers poll anyway
      );
    }, this.coalesceMs);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.inFlight;
  }
}
