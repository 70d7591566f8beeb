import pg from 'pg';
import { OPS_CHANNEL, parseJobMessage, type RebuildJobMessage } from '../../../projections/engine/jobs-message';

// Rebuild progress as every read-api hears it: whichever process runs a rebuild announces each step
// on OPS_CHANNEL, and each read-api forwards it to its own operators' sockets (read-api/shared/ws.ts). Its
// own LISTEN connection: the projection feed's channel carries read-model notices of another shape.

export interface JobFeedLogger {
  warn(obj: object, msg: string): void;
}

export class JobFeed {
  private client?: pg.Client;
  private closed = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    private readonly forward: (message: RebuildJobMessage) => void,
    private readonly log?: JobFeedLogger,
    private readonly reconnectMs = 1000,
  ) {}

  /** Resolves once LISTEN is active, so a step announced after it is never missed. */
  async start(): Promise<void> {
    const options = this.pool.options as pg.ClientConfig;
    const client = new pg.Client({ ...options, application_name: 'flora-read-api-ops-listener' });
    client.on('notification', (msg) => {
      const message = parseJobMessage(msg.payload);
      if (message) this.forward(message);
      else this.log?.warn({ payload: msg.payload }, 'ignored malformed rebuild progress');
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen ${OPS_CHANNEL}`);
    if (this.closed) return void (await client.end().catch(() => {}));
    this.client = client;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  /** A lost connection comes back; steps missed meanwhile are in GET /api/ops/jobs, which screens poll on reconnect. */
  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    this.log?.warn({ err }, 'ops LISTEN connection lost; reconnecting');
    client.end().catch(() => {});
    const again = () => {
      this.retry = setTimeout(() => {
        if (!this.closed) this.start().catch(again);
      }, this.reconnectMs);
      this.retry.unref();
    };
    again();
  }
}
