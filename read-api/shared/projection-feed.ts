import pg from 'pg';
import type { DriverPosition } from '../../domain/delivery';
import { POSITIONS_CHANNEL } from '../../infra/db/channels';
import type { Position } from '../../infra/event-store/port';
import { PROJECTIONS_CHANNEL, type ProjectionNotice } from '../../projections/engine/notify';
import type { Changed } from '../../projections/engine/projection';
import type { FeedLogger, ReplicaGate } from './replica-gate';

export type { ProjectionNotice };

/**
 * Whether a notice may mean `streamId` moved: the audit projection names every stream it records; a
 * truncated or rebuilt notice names none, so any may have (the flag cache, the bot's settings).
 */
export const streamMayHaveMoved = (n: ProjectionNotice, streamId: string): boolean =>
  n.projection === 'audit' &&
  (n.truncated === true || n.rebuilt === true || n.changed.some((c) => c.entity === 'stream' && c.id === streamId));

export interface FeedListener {
  /** A notice of rows that changed (a batch that only passed the projection by is not one). */
  notice?(notice: ProjectionNotice): void;
  /** Every notice, a pass included: the projection's position moved (what a wait on positions needs). */
  advanced?(notice: ProjectionNotice): void;
  /** The LISTEN connection was lost and is back: notices may have been missed in between. */
  resync?(): void;
  /** A driver's latest position (issue 15), as the write side announced it. */
  position?(position: DriverPosition): void;
}

/** Accepts only the announced shape; anything else on the channel is ignored, never forwarded. */
export function parseNotice(payload: string | undefined): ProjectionNotice | undefined {
  let raw: Partial<ProjectionNotice>;
  try {
    raw = JSON.parse(payload ?? '') as Partial<ProjectionNotice>;
  } catch {
    return undefined;
  }
  if (typeof raw?.projection !== 'string') return undefined;
  if (raw.position !== null && typeof raw.position !== 'string') return undefined;
  const changed = (Array.isArray(raw.changed) ? raw.changed : [])
    .filter((c) => typeof c?.entity === 'string' && typeof c?.id === 'string')
    .map(({ entity, id, values }): Changed => {
      const flat = flatValues(values);
      return flat ? { entity, id, values: flat } : { entity, id };
    });
  const notice: ProjectionNotice = { projection: raw.projection, position: raw.position, changed };
  if (raw.truncated === true) notice.truncated = true;
  if (raw.rebuilt === true) notice.rebuilt = true;
  if (raw.passed === true) notice.passed = true;
  return notice;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** An entry's values as the projections send them (a few flat numbers and short texts), else none. */
function flatValues(values: unknown): Changed['values'] {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  const entries = Object.entries(values as object);
  const flat = entries.length <= 8 && entries.every(([, v]) => finite(v) || (typeof v === 'string' && v.length <= 64));
  return flat ? (values as Changed['values']) : undefined;
}

/** A position as the write side sends it; anything else on the channel is ignored. */
export function parsePosition(payload: string | undefined): DriverPosition | undefined {
  let raw: Partial<DriverPosition>;
  try {
    raw = JSON.parse(payload ?? '') as Partial<DriverPosition>;
  } catch {
    return undefined;
  }
  const { driverId, latitude, longitude, accuracy, at } = raw ?? {};
  if (typeof driverId !== 'string' || typeof at !== 'string') return undefined;
  if (!finite(latitude) || !finite(longitude) || !finite(accuracy)) return undefined;
  return { driverId, latitude, longitude, accuracy, at };
}

/**
 * One LISTEN connection per process, shared by every waiting read and every websocket. NOTIFY
 * only wakes: the consistency wait polls anyway, and sockets get a `resync` after a reconnect.
 * LISTEN runs on the primary (a standby hears no NOTIFY); with a replica the notices pass through
 * its gate (replica-gate.ts), so a listener never hears of rows the replica does not have yet.
 */
export class ProjectionFeed {
  private client?: pg.Client;
  private readonly listeners = new Set<FeedListener>();
  /** Per projection, the position of the last notice heard: what reads without ?minPosition state. */
  private readonly applied = new Map<string, Position>();
  private closed = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log?: FeedLogger,
    private readonly reconnectMs = 1000,
    private readonly gate?: ReplicaGate,
  ) {}

  /** The position `projection` is known to have applied (where reads answer from), if heard of yet. */
  appliedPosition(projection: string): Position | undefined {
    return this.applied.get(projection);
  }

  /** A position read from the checkpoints, kept until a notice says more. */
  learn(projection: string, position: Position): void {
    if (!this.applied.has(projection)) this.applied.set(projection, position);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** Resolves once LISTEN is active, so a notice sent after it is never missed. */
  async start(): Promise<void> {
    const options = this.pool.options as pg.ClientConfig;
    const client = new pg.Client({ ...options, application_name: 'flora-read-api-listener' });
    client.on('notification', (msg) =>
      msg.channel === POSITIONS_CHANNEL ? this.dispatchPosition(msg.payload) : this.dispatch(msg.payload),
    );
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen ${PROJECTIONS_CHANNEL}; listen ${POSITIONS_CHANNEL}`);
    if (this.closed) return void (await client.end().catch(() => {}));
    this.client = client;
  }

  subscribe(listener: FeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.gate?.close();
    clearTimeout(this.retry);
    this.listeners.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private dispatch(payload: string | undefined): void {
    const notice = parseNotice(payload);
    if (!notice) return this.log?.warn({ payload }, 'ignored malformed projection notice');
    this.afterReplica(notice, () => {
      if (notice.position !== null) this.applied.set(notice.projection, notice.position);
      for (const l of [...this.listeners]) {
        l.advanced?.(notice);
        if (!notice.passed) l.notice?.(notice);
      }
    });
  }

  private afterReplica(notice: Pick<ProjectionNotice, 'projection' | 'position'>, deliver: () => void): void {
    if (this.gate) this.gate.after(notice, deliver);
    else deliver();
  }

  private dispatchPosition(payload: string | undefined): void {
    const position = parsePosition(payload);
    if (!position) return this.log?.warn({ payload }, 'ignored malformed position');
    for (const l of [...this.listeners]) l.position?.(position);
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    this.log?.warn({ err }, 'projection LISTEN connection lost; reconnecting');
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.retry = setTimeout(() => {
      this.start().then(
        () =>
          this.afterReplica({ projection: '', position: null }, () => [...this.listeners].forEach((l) => l.resync?.())),
        (err: Error) => {
          this.log?.warn({ err }, 'projection LISTEN reconnect failed');
          if (!this.closed) this.scheduleReconnect();
        },
      );
    }, this.reconnectMs);
  }
}
