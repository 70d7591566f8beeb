import type { SyncChangesPage } from '@domain/sync/responses';
import { ApiError, reportUnauthorized } from '@/lib/api-client';
import { sessionSnapshot } from '@/stores/session-store';
import type { QueuedOperation } from './contract';

// The two requests a sync makes, to the server the settings name (apiUrl): an operation, sent with
// its command id as Idempotency-Key (a resend is the same command: the server answers the first
// answer and appends nothing), and a page of the changes feed.

const TIMEOUT_MS = 20_000;

async function request(url: string, init: RequestInit): Promise<Response> {
  const { token } = sessionSnapshot();
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json, application/problem+json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (res.ok) return res;
  if (res.status === 401 && token) reportUnauthorized();
  const body = (await res.json().catch(() => ({}))) as { detail?: unknown; title?: unknown; code?: unknown };
  const message = [body.detail, body.title].find((t) => typeof t === 'string' && t) as string | undefined;
  throw new ApiError(
    res.status,
    message ?? `HTTP ${res.status}`,
    typeof body.code === 'string' ? body.code : undefined,
  );
}

export async function sendOperation(apiUrl: string, op: QueuedOperation, deviceId: string): Promise<void> {
  await request(apiUrl + op.request.path, {
    method: op.request.method,
    headers: { 'content-type': 'application/json', 'idempotency-key': op.commandId, 'x-device-id': deviceId },
    body: JSON.stringify(op.request.body),
  });
}

export interface PageWanted {
  tables: readonly string[];
  after: string | null;
  cursor: string | null;
  images: boolean;
}

export async function pullPage(apiUrl: string, wanted: PageWanted): Promise<SyncChangesPage> {
  const query = new URLSearchParams({ tables: wanted.tables.join(','), limit: '500', images: String(wanted.images) });
  if (wanted.cursor) query.set('cursor', wanted.cursor);
  else if (wanted.after) query.set('after', wanted.after);
  const res = await request(`${apiUrl}/sync/changes?${query}`, { method: 'GET' });
  return (await res.json()) as SyncChangesPage;
}
