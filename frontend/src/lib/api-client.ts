import { API_BASE, API_TIMEOUT_MS } from '@/config/app';
import { sessionSnapshot } from '@/stores/session-store';

/** Any non-2xx answer: problem+json ({ detail, code }) or the login routes' { success: false, error }. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  /** The profile fetch of the guard handles its own 401: no global logout-and-redirect then. */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
  /** A key made earlier (an offline save's), so every resend of that command is the same command. */
  idempotencyKey?: string;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler = () => {};
/** The app registers what a 401 means (spec 8: logout, login with redirect); lib knows no router. */
export function onUnauthorized(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}
/** For other channels that learn the token is no longer good (the websocket's 4401 close). */
export const reportUnauthorized = () => unauthorizedHandler();

function urlOf(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function errorOf(status: number, body: unknown, fallback: string): ApiError {
  const b = (body ?? {}) as { error?: unknown; detail?: unknown; title?: unknown; code?: unknown };
  const text = [b.error, b.detail, b.title].find((t) => typeof t === 'string' && t) as string | undefined;
  return new ApiError(status, text ?? fallback, typeof b.code === 'string' ? b.code : undefined, body);
}

/** A v4 uuid; crypto.randomUUID exists only in secure contexts (not on a plain-http LAN address). */
export function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { token } = sessionSnapshot();
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  // Every command carries an Idempotency-Key; a request whose answer was lost on the network is
  // sent once more with the same key, so the server applies it once and answers as the first time.
  if (method !== 'GET') headers['idempotency-key'] = options.idempotencyKey ?? uuid();
  const send = () =>
    fetch(urlOf(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(API_TIMEOUT_MS)])
        : AbortSignal.timeout(API_TIMEOUT_MS),
    });
  const res = await send().catch((err: unknown) => {
    if (method === 'GET' || !(err instanceof TypeError)) throw err;
    return send();
  });
  const text = await res.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (res.ok) return body as T;
  // Spec 8: a 401 while holding a token logs out and sends to login with the current path.
  if (res.status === 401 && token && options.handleUnauthorized !== false) unauthorizedHandler();
  throw errorOf(res.status, body, res.statusText || `HTTP ${res.status}`);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { error: text };
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  patch: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
};

/** What every command answers (ARCHITECTURE 4): its position feeds ?minPosition= reads. */
export interface CommandAnswer {
  /** The resource's id, as its routes take it. */
  id: string;
  /** Its event stream (product-<uuid>…), for the audit. */
  streamId: string;
  revision: number | string;
  position: string | number;
}
