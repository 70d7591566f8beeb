// Every socket the app opens goes through here: the shop's notices (lib/live-updates.ts) and a
// tracking page's order (features/delivery). One connection per channel however many listen to it,
// one reconnection loop with one backoff for all. The server's 'ready' is the moment a socket is
// ours: only then does the backoff start afresh (through the gateway a refused socket opens and then
// closes, and must back off like any other failure, not reset it).

/** Why a connection ended: its closing code, or the error of asking for its address. */
export interface Drop {
  code?: number;
  error?: unknown;
  /** Whether the server had said 'ready' on it. */
  ready: boolean;
}

export interface Channel {
  /** Names the connection its listeners share. */
  key: string;
  /** Asked again at each connection (a ticket opens one socket only). A throw backs off like a drop. */
  address: () => string | Promise<string>;
  /** Whether a drop ends the channel for good: no reconnection (a session ended, an unknown code). */
  ends?: (drop: Drop) => boolean;
}

export interface LiveMessage {
  type: string;
}

export interface Listener<M extends LiveMessage> {
  message: (message: M) => void;
  /** Every drop, final or not, before the reconnection (if any) is planned. */
  dropped?: (drop: Drop) => void;
}

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/**
 * How long a socket waits before its `attempt`-th reconnection (from 0): exponential up to 30 s, with
 * full jitter so a restarted server is not hit by every open tab at once.
 */
const reconnectDelay = (attempt: number) => Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);

interface Connection {
  listeners: Set<Listener<LiveMessage>>;
  isReady: () => boolean;
  stop: () => void;
}
const connections = new Map<string, Connection>();

/**
 * Listens to `channel`, opening its connection if none is open; the last listener to leave closes it.
 * A listener joining a connection already listening hears 'ready' at once: from here on it misses nothing.
 */
export function subscribe<M extends LiveMessage>(channel: Channel, listener: Listener<M>): () => void {
  let connection = connections.get(channel.key);
  if (!connection) {
    const listeners = new Set<Listener<LiveMessage>>();
    const opened: Connection = {
      listeners,
      ...connect(channel, {
        message: (m) => listeners.forEach((l) => l.message(m)),
        dropped: (d) => listeners.forEach((l) => l.dropped?.(d)),
        ended: () => connections.get(channel.key) === opened && connections.delete(channel.key),
      }),
    };
    connection = opened;
    connections.set(channel.key, connection);
  }
  const joined = connection;
  joined.listeners.add(listener as Listener<LiveMessage>);
  if (joined.isReady()) listener.message({ type: 'ready' } as M);
  return () => {
    joined.listeners.delete(listener as Listener<LiveMessage>);
    if (joined.listeners.size > 0) return;
    if (connections.get(channel.key) === joined) connections.delete(channel.key);
    joined.stop();
  };
}

interface Sink {
  message: (message: LiveMessage) => void;
  dropped: (drop: Drop) => void;
  ended: () => void;
}

function connect(channel: Channel, sink: Sink): Pick<Connection, 'isReady' | 'stop'> {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let ready = false;

  const drop = (why: Omit<Drop, 'ready'>) => {
    if (stopped) return;
    const dropped: Drop = { ...why, ready };
    ready = false;
    sink.dropped(dropped);
    if (channel.ends?.(dropped)) {
      stopped = true;
      return sink.ended();
    }
    timer = setTimeout(() => void open(), reconnectDelay(attempt++));
  };
  const open = async () => {
    let url: string;
    try {
      url = await channel.address();
    } catch (error) {
      return drop({ error }); // the server is away: the same backoff as a dropped socket
    }
    if (stopped) return;
    socket = new WebSocket(url);
    socket.onmessage = (event) => {
      const message = parse(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        ready = true;
        attempt = 0;
      }
      sink.message(message);
    };
    socket.onclose = (event) => drop({ code: event.code });
  };
  void open();
  return {
    isReady: () => ready,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
    },
  };
}

function parse(data: unknown): LiveMessage | undefined {
  try {
    const message: unknown = typeof data === 'string' ? JSON.parse(data) : undefined;
    return typeof message === 'object' && message !== null && typeof (message as LiveMessage).type === 'string'
      ? (message as LiveMessage)
      : undefined;
  } catch {
    return undefined;
  }
}
