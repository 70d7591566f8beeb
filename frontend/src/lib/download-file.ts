import { API_BASE, API_TIMEOUT_MS } from '@/config/app';
import { ApiError, reportUnauthorized } from '@/lib/api-client';
import { sessionSnapshot } from '@/stores/session-store';

// Documents (statements, invoices) sit behind the bearer token, so a plain link cannot fetch them:
// fetched here and handed to the browser as a file. Resolves once the browser was given the file.
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { token } = sessionSnapshot();
  const headers: Record<string, string> = { accept: 'application/pdf, application/problem+json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${API_BASE}${path}`, { headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  if (!res.ok) throw await problemOf(res, Boolean(token));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function problemOf(res: Response, hadToken: boolean): Promise<ApiError> {
  if (res.status === 401 && hadToken) reportUnauthorized();
  const text = await res.text();
  let body: { detail?: string; title?: string; code?: string } | undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return new ApiError(res.status, body?.detail ?? body?.title ?? `HTTP ${res.status}`, body?.code, body);
}

const fileNameOf = (disposition: string | null) => disposition?.match(/filename="?([^";]+)"?/)?.[1];
