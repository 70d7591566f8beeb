import pg from 'pg';

export const EVENTS_CHANNEL = 'flora_events';

// One LISTEN connection per store, shared by every waiting reader. NOTIFY only shortens the
// wait: readers poll anyway, so a lost notification costs latency, never an event.
export class Wakeup {
  private client?: Promise<pg.Client>;
  private waiters = new Set<() => void>();
  private closed = false;

  constructor(private readonly pool: pg.Pool) {}

  wait(ms: number): Promise<void> {
    if (!this.client && !this.closed) this.client = this.listen();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }

  private async listen(): Promise<pg.Client> {
    const options = this.pool.options as pg.ClientConfig;
    const client = new pg.Client({ ...options, application_name: 'flora-listener' });
    client.on('notification', () => [...this.waiters].forEach((w) => w()));
    client.on('error', () => {
      // Dropped connection: fall back to polling until the next wait re-listens.
      this.client = undefined;
    });
    await client.connect();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    return client;
  }

  async close(): Promise<void> {
    this.closed = true;
    [...this.waiters].forEach((w) => w());
    const c = await this.client?.catch(() => undefined);
    this.client = undefined;
    await c?.end().catch(() => {});
  }
}
