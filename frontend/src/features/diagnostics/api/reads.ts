import { useQuery } from '@tanstack/react-query';
import type { CatalogDebugAnswer } from '@domain/catalog/catalog-debug';
import { api } from '@/lib/api-client';
import { websocketUrl } from '@/lib/websocket-url';

// What /api-test measures, each call timed in the browser (performance.now, so the latency includes
// the network and the gateway as a user meets them). A probe never throws: it says what failed.

export interface Probe<T = unknown> {
  ok: boolean;
  ms: number;
  body?: T;
  error?: string;
}

async function timed<T>(call: () => Promise<T>): Promise<Probe<T>> {
  const start = performance.now();
  try {
    const body = await call();
    return { ok: true, ms: Math.round(performance.now() - start), body };
  } catch (err) {
    return {
      ok: false,
      ms: Math.round(performance.now() - start),
      error: err instanceof Error ? err.message : String(err),
    };
  }
}

/** GET /api/health: through `npm start` the gateway's answer for the whole shop (each part, the database, the store). */
export interface ShopHealth {
  status: 'ok' | 'degraded' | 'unavailable';
  eventStore: string;
  eventStoreStatus: 'ok' | 'error' | 'unknown';
  database: 'ok' | 'error' | 'unknown';
  parts?: Record<string, { state: string; restarts: number; lastExit: string | null; answers?: boolean }>;
  faultedProjections?: string[];
}
export const probeHealth = () => timed(() => api.get<ShopHealth>('/health'));

/** A cheap read the read-api answers itself (the public system config). */
export const probeReadApi = () => timed(() => api.get<unknown>('/system/public-config'));

/** The one GET the command-api answers besides its health (the gateway routes /api/docs to it): its OpenAPI document. */
export const probeCommandApi = () => timed(() => api.get<unknown>('/docs/json'));

/** One projection or reactor as GET /api/ops/projections lists it (the fields this screen shows). */
export interface ProjectionRow {
  name: string;
  kind: string;
  lag: number | null;
  status: 'running' | 'faulted' | 'rebuilding' | 'stale';
  error: string | null;
  active: boolean;
}
export const probeProjections = () => timed(() => api.get<{ items: ProjectionRow[] }>('/ops/projections'));

const SOCKET_TIMEOUT_MS = 5_000;

/** The websocket round trip: from opening /api/ws to the server's first message ('ready'). */
export async function probeWebsocket(token: string): Promise<Probe<string>> {
  const start = performance.now();
  let url: string;
  try {
    url = await websocketUrl(token); // the ticket's round trip is part of opening the socket
  } catch (err) {
    return { ok: false, ms: Math.round(performance.now() - start), error: String(err) };
  }
  return new Promise((resolve) => {
    let socket: WebSocket;
    const done = (p: Omit<Probe<string>, 'ms'>) => {
      clearTimeout(timer);
      socket.onmessage = socket.onerror = socket.onclose = null;
      socket.close();
      resolve({ ...p, ms: Math.round(performance.now() - start) });
    };
    const timer = setTimeout(() => done({ ok: false, error: 'timeout' }), SOCKET_TIMEOUT_MS);
    try {
      socket = new WebSocket(url);
    } catch (err) {
      clearTimeout(timer);
      resolve({ ok: false, ms: 0, error: String(err) });
      return;
    }
    socket.onmessage = (e) => {
      const type = (() => {
        try {
          return (JSON.parse(String(e.data)) as { type?: string }).type ?? '';
        } catch {
          return '';
        }
      })();
      done({ ok: true, body: type });
    };
    socket.onerror = () => done({ ok: false, error: 'error' });
    socket.onclose = (e) => done({ ok: false, error: `close ${e.code}` });
  });
}

/** GET /api/catalog-debug: the catalogue's problems; refetched when the inventory moves (key under 'inventory'). */
export const useCatalogProblems = () =>
  useQuery({
    queryKey: ['inventory', 'catalog-debug'],
    queryFn: () => api.get<CatalogDebugAnswer>('/catalog-debug'),
    staleTime: 0,
  });
