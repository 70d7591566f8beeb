import { API_BASE, API_TIMEOUT_MS } from '@/config/app';
import { sessionSnapshot } from '@/stores/session-store';
import { withFlagsPosition } from './flags-position';

// Every feature's api/ has the same files: reads.ts (its GETs and downloads) and commands.ts (its writes),
// split by subject as reads-<subject>.ts / commands-<subject>.ts past ~200 lines or when a page needs
// one part alone, beside keys.ts, consistency.ts and a <what>-patch.ts for each cache patch.

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

type Query = Record<string, string | number | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** The profile fetch of the guard handles its own 401: no global logout-and-redirect then. */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
  /** A key made earlier (an offline save's), so every resend of that command is the same command. */
  idempotencyKey?: string;
}

/** What one request sends besides JSON: a CSV up, a CSV or a PDF down. */
export interface FetchOptions extends Omit<RequestOptions, 'body' | 'idempotencyKey'> {
  body?: BodyInit;
  /** The media type wanted; problem+json is always accepted beside it. */
  accept: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** A command whose answer was lost on the network is sent once more (same Idempotency-Key). */
  resendOnNetworkError?: boolean;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler = () => {};
/** The app registers what a 401 means (spec 8: logout, login with redirect); lib knows no router. */
export function onUnauthorized(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}
/** For other channels that learn the token is no longer good (the websocket's 4401 close). */
export const reportUnauthorized = () => unauthorizedHandler();

function urlOf(path: string, query: Query | undefined): string {
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

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { error: text };
  }
}

/** A v4 uuid; crypto.randomUUID exists only in secure contexts (not on a plain-http LAN address). */
export function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The one way the app calls the API: the bearer token, the time-out, a 401 reported (spec 8: logout,
 * login with the current path) and a refusal's problem+json thrown as an ApiError. Answers a 2xx.
 */
export async function apiFetch(path: string, options: FetchOptions): Promise<Response> {
  const { token } = sessionSnapshot();
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: `${options.accept}, application/problem+json` };
  if (options.contentType) headers['content-type'] = options.contentType;
  if (token) headers.authorization = `Bearer ${token}`;
  const send = () => {
    const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
    return fetch(urlOf(path, withFlagsPosition(`${API_BASE}${path}`, options.query)), {
      method,
      headers: { ...headers, ...options.headers },
      body: options.body,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  };
  const res = await send().catch((err: unknown) => {
    if (!options.resendOnNetworkError || !(err instanceof TypeError)) throw err;
    return send();
  });
  if (res.ok) return res;
  if (res.status === 401 && token && options.handleUnauthorized !== false) unauthorizedHandler();
  const text = await res.text();
  throw errorOf(res.status, text ? safeJson(text) : undefined, res.statusText || `HTTP ${res.status}`);
}

/** A JSON request. Every command carries an Idempotency-Key, so its resend is applied once. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, idempotencyKey, ...rest } = options;
  const method = options.method ?? 'GET';
  const res = await apiFetch(path, {
    ...rest,
    accept: 'application/json',
    body: body === undefined ? undefined : JSON.stringify(body),
    contentType: body === undefined ? undefined : 'application/json',
    headers: method === 'GET' ? undefined : { 'idempotency-key': idempotencyKey ?? uuid() },
    resendOnNetworkError: method !== 'GET',
  });
  const text = await res.text();
  return (text ? safeJson(text) : undefined) as T;
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
export type { CommandAnswer } from '@domain/shared/responses';
