import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import { roughly, type DeliveryStatus, type DriverPosition } from '../../../domain/delivery';
import type { TrackingLiveMessage } from '../../../domain/orders';
import type { ReadModels } from '../../../projections/read-models';
import type { ProjectionFeed } from '../../shared/projection-feed';

// The public tracking page, live (issue 15): while the order is on its way, its driver's position,
// rounded to about 100 m and without the driver's id, within a second of the driver's phone sending
// it; `changed` when the order or its delivery moved (the page refetches GET /api/track/:code).
// `ready` first, once the page is listening.
// Whoever holds the code sees this much and no more, as with the GET.

interface Watcher {
  socket: WebSocket;
  deliveryId: string;
  /** The driver whose positions this page shows: set only while the delivery is IN_TRANSIT. */
  driverId: string | null;
  alive: boolean;
}

/** A public socket costs memory: a bounded number, and a handful per code. */
const MAX_WATCHERS = 5000;
const MAX_PER_DELIVERY = 20;
/** Closed with this when the code is unknown (the GET's 404) or the limits are reached. */
export const TRACKING_CLOSED = 4404;
const BUSY = 4429;

export class TrackingWatch {
  private readonly byDelivery = new Map<string, Set<Watcher>>();
  private count = 0;
  private readonly stopFeed: () => void;
  private readonly keepalive: NodeJS.Timeout;

  constructor(
    feed: ProjectionFeed,
    private readonly db: Kysely<ReadModels>,
    keepaliveMs = 30_000,
  ) {
    this.stopFeed = feed.subscribe({
      notice: (n) => {
        if (n.projection !== 'deliveries' && n.projection !== 'orders') return;
        const all = n.truncated || n.rebuilt;
        for (const id of all ? [...this.byDelivery.keys()] : n.changed.map((c) => c.id))
          if (this.byDelivery.has(id)) void this.refresh(id);
      },
      resync: () => [...this.byDelivery.keys()].forEach((id) => void this.refresh(id)),
      position: (p) => this.position(p),
    });
    this.keepalive = setInterval(() => this.ping(), keepaliveMs);
    this.keepalive.unref();
  }

  /** Watches the delivery whose package carries `code`; closes at once when there is none. */
  async add(socket: WebSocket, code: string | undefined): Promise<void> {
    const found = code ? await this.lookUp('tracking_code', code) : undefined;
    const watchers = found && (this.byDelivery.get(found.id) ?? new Set<Watcher>());
    if (!found || !watchers) return socket.close(TRACKING_CLOSED, 'Código no encontrado');
    if (this.count >= MAX_WATCHERS || watchers.size >= MAX_PER_DELIVERY) return socket.close(BUSY, 'Intenta más tarde');
    const watcher: Watcher = { socket, deliveryId: found.id, driverId: driverOf(found), alive: true };
    watchers.add(watcher);
    this.byDelivery.set(found.id, watchers);
    this.count++;
    socket.on('message', () => {}); // the page has nothing to say
    socket.on('pong', () => (watcher.alive = true));
    socket.on('close', () => {
      this.count--;
      watchers.delete(watcher);
      if (watchers.size === 0) this.byDelivery.delete(found.id);
    });
    // From here on nothing is missed: the page may fetch the order once and follow it.
    send(socket, { type: 'ready' });
  }

  close(): void {
    clearInterval(this.keepalive);
    this.stopFeed();
    for (const set of this.byDelivery.values())
      for (const w of set) w.socket.close(1001, 'El servidor se está reiniciando');
  }

  private lookUp(by: 'tracking_code' | 'id', value: string) {
    return this.db
      .selectFrom('deliveries')
      .select(['id', 'status', 'driver_id'])
      .where(by, '=', value)
      .limit(1)
      .executeTakeFirst();
  }

  /** The order or its delivery moved: the page hears so, and follows the delivery's driver while on the road. */
  private async refresh(deliveryId: string): Promise<void> {
    const found = await this.lookUp('id', deliveryId).catch(() => undefined);
    for (const w of this.byDelivery.get(deliveryId) ?? []) {
      if (found) w.driverId = driverOf(found);
      send(w.socket, { type: 'changed' });
    }
  }

  private position(p: DriverPosition): void {
    const message: TrackingLiveMessage = { type: 'position', ...roughly(p), at: p.at };
    for (const set of this.byDelivery.values())
      for (const w of set) if (w.driverId === p.driverId) send(w.socket, message);
  }

  private ping(): void {
    for (const set of this.byDelivery.values())
      for (const w of set) {
        if (!w.alive) {
          w.socket.terminate();
          continue;
        }
        w.alive = false;
        w.socket.ping();
      }
  }
}

const driverOf = (row: { status: DeliveryStatus; driver_id: string | null }) =>
  row.status === 'IN_TRANSIT' ? row.driver_id : null;

/** One message of domain/orders TrackingLiveMessage: what the tracking page reads, and no more. */
function send(socket: WebSocket, message: TrackingLiveMessage): void {
  if (socket.readyState === socket.OPEN && socket.bufferedAmount < 1 << 16) socket.send(JSON.stringify(message));
}
