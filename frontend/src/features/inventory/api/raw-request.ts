import { API_BASE, API_TIMEOUT_MS } from '@/config/app';
import { ApiError, reportUnauthorized } from '@/lib/api-client';
import { sessionSnapshot } from '@/stores/session-store';

// CSV travels outside the JSON client (lib/api-client): a text/csv body up, a file down. Same
// bearer token, time-out and problem+json errors.
export async function rawRequest(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: string; contentType?: string; accept: string },
) {
  const { token } = sessionSnapshot();
  const headers: Record<string, string> = { accept: `${init.accept}, application/problem+json` };
  if (init.contentType) headers['content-type'] = init.contentType;
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${API_BASE}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (res.ok) return res;
  if (res.status === 401 && token) reportUnauthorized();
  const text = await res.text();
  let body: { detail?: string; title?: string; code?: string; error?: string } | undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = { error: text };
  }
  throw new ApiError(res.status, body?.detail ?? body?.error ?? body?.title ?? `HTTP ${res.status}`, body?.code, body);
}
