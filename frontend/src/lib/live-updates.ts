import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PositionMessage } from '@domain/delivery';
import { patchDriverPosition } from './driver-positions';
import { createNoticeBatch, type NoticeBatch } from './live-batch';
import { TicketRefused, websocketUrl } from './websocket-url';

// The read-api's websocket says which projection moved; screens refetch through their GETs, the
// notices of a tick gathered so each query is read once (lib/live-batch.ts), and the rows a feature
// knows how to patch from the changed ids (its LivePatch) patched instead of read again.
// Each projection maps to the react-query keys built from it. Drivers' positions are the one
// exception: they carry their data and patch a cache entry (lib/driver-positions.ts).
// ['dashboards'] is the owner's and the admin's landing figures, read from the ledger, inventory,
// deliveries, subscriptions, hr and users models: any of them moving refetches them.
const KEYS_BY_PROJECTION: Record<string, QueryKey[]> = {
  // A user's roles or status changed: the lists, and the signed-in user's own profile.
  users: [['users'], ['auth', 'me'], ['dashboards']],
  // A product or a movement changed: every inventory screen (list, cards, details, history, ledger,
  // dashboard) and the reports, whose stock comes from these two models.
  inventory: [['inventory'], ['reports'], ['dashboards']],
  // The ledger's own reads (movements, stock as of a date, the inventory dashboard): a movement's
  // row in the lists is the inventory projection's notice, patched there.
  'stock-ledger': [['inventory', 'movements'], ['inventory', 'stock'], ['inventory', 'dashboard'], ['reports']],
  // An agreement or a partner changed: the consignment screens; agreements move stock too.
  consignment: [['consignment'], ['inventory']],
  // The reports' own history moved (products, agreements, partners, settings); the system config
  // (issue 20) is one of those settings.
  reports: [['reports'], ['system-config']],
  // An invoice or a billing client changed: the billing screen (list, clients, the open invoice).
  billing: [['billing']],
  // An order was placed or moved (staff only): the queue, the open order, its tracking.
  orders: [['orders']],
  // A delivery was scheduled, assigned, picked up, started, delivered or failed: the dispatch board,
  // the driver's route, the dashboard, the drivers' counts of the day, and the subscriptions' cycles
  // (each shows its delivery's status).
  deliveries: [['deliveries'], ['drivers'], ['subscriptions'], ['dashboards']],
  // A subscription or a plan changed, or a cycle was scheduled: every subscription screen.
  subscriptions: [['subscriptions'], ['dashboards']],
  // A session opened or closed, a sale or a refund (issue 17): the counter, the register's reports, the
  // cashier dashboard. The stock a sale moves is the inventory projection's own notice.
  pos: [['pos']],
  ledger: [['accounting'], ['dashboards']],
  // Who clocked in or out, hired or left (the landings' staff on shift): HR's screens and the landings.
  hr: [['hr'], ['dashboards']],
  // A chat user asked for a person, or staff attended one (issue 22): the help requests screen.
  'help-requests': [['help-requests'], ['dashboards']],
};

interface ProjectionMessage {
  type: 'projection';
  projection: string;
  position: string;
  changed?: { entity: string; id: string }[];
  truncated?: boolean;
  rebuilt?: boolean;
}
/** A rebuild's step (operators only, issue 20): kept by projection under REBUILD_PROGRESS_KEY for the data-management screen. */
interface RebuildProgressMessage {
  type: 'rebuild-progress';
  name: string;
}
export const REBUILD_PROGRESS_KEY = ['ops', 'rebuild-progress'] as const;
type PushMessage =
  ProjectionMessage | PositionMessage | RebuildProgressMessage | { type: 'ready' } | { type: 'resync' };

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/**
 * How long a socket waits before its `attempt`-th reconnection (from 0): exponential up to 30 s, with
 * full jitter so a restarted server is not hit by every open tab at once.
 */
export const reconnectDelay = (attempt: number) => Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
const TOKEN_EXPIRED = 4401;

export interface LiveUpdatesOptions {
  token: string;
  queryClient: QueryClient;
  onTokenExpired: () => void;
}

/** Connects, invalidates on messages, reconnects with exponential backoff. Returns a stop function. */
export function connectLiveUpdates({ token, queryClient, onTokenExpired }: LiveUpdatesOptions): () => void {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const batch = createNoticeBatch(queryClient, keysOf);

  const retry = () => {
    timer = setTimeout(() => void open(), reconnectDelay(attempt++));
  };
  const open = async () => {
    let url: string;
    try {
      url = await websocketUrl(token);
    } catch (err) {
      if (stopped) return;
      if (err instanceof TicketRefused && err.status === 401) return onTokenExpired();
      return retry(); // the server is away: the same backoff as a dropped socket
    }
    if (stopped) return;
    socket = new WebSocket(url);
    let ready = false;
    // Only the read-api's 'ready' says the socket is ours: through the gateway a refused token
    // opens and then closes (1011), and must back off like any other failure, not reset it.
    socket.onmessage = (event) => {
      const message = parse(event.data);
      if (message?.type === 'ready') {
        ready = true;
        // Notices sent before this socket was ours are lost: after a reconnection, and on the first
        // connection too — a screen that read before the socket was ready (a slow handshake under
        // load) would otherwise keep what it read until the next change. Unchanged data re-renders nothing.
        batch.refreshAll();
        attempt = 0;
      }
      handle(queryClient, batch, message);
    };
    socket.onclose = (event) => {
      if (stopped) return;
      if (event.code === TOKEN_EXPIRED) return onTokenExpired();
      // Refused before 'ready': maybe the account was deactivated; the profile's 401 logs out.
      if (!ready) void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
      retry();
    };
  };
  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close(1000);
  };
}

function parse(data: unknown): PushMessage | undefined {
  try {
    return typeof data === 'string' ? (JSON.parse(data) as PushMessage) : undefined;
  } catch {
    return undefined;
  }
}

const keysOf = (projection: string): QueryKey[] => KEYS_BY_PROJECTION[projection] ?? [[projection]];

function handle(queryClient: QueryClient, batch: NoticeBatch, message: PushMessage | undefined): void {
  if (message?.type === 'resync') batch.refreshAll();
  // A driver's ping (delivery staff only): the markers move, no list is read again for it.
  if (message?.type === 'position') return patchDriverPosition(queryClient, message);
  if (message?.type === 'rebuild-progress') {
    queryClient.setQueryData<Record<string, unknown>>(REBUILD_PROGRESS_KEY, (steps) => ({
      ...steps,
      [message.name]: message,
    }));
    return;
  }
  if (message?.type === 'projection') batch.add(message);
}
