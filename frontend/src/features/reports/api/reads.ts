import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_FILE_NAMES, type ReportKind, type ReportView } from '@domain/reports';
import { API_BASE, API_TIMEOUT_MS } from '@/config/app';
import { ApiError, reportUnauthorized } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { sessionSnapshot } from '@/stores/session-store';
import type { ReportApiQuery } from '../lib/selection';
import { reportKeys } from './keys';

/**
 * 409 REPORT.POSITION_NOT_REACHED: the figures are still on their way to the position asked for.
 * Not final like other 4xx answers: asked again after the server's Retry-After.
 */
export class PositionNotReached extends ApiError {
  constructor(
    message: string,
    body: unknown,
    readonly retryAfterMs: number,
  ) {
    super(409, message, 'REPORT.POSITION_NOT_REACHED', body);
  }
}

const DEFAULT_WAIT_MS = 1000;
/** Retry-After in seconds or as an HTTP date; the server sends 1 second. */
function waitOf(header: string | null): number {
  if (!header) return DEFAULT_WAIT_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_WAIT_MS : Math.max(0, at - Date.now());
}

/**
 * GET /api/reports/:type. Sent here rather than through lib/api-client's apiRequest only because a
 * 409 must keep its Retry-After header, which ApiError does not carry; the rest is the same: the
 * bearer token, the 30 s time-out, a 401 reported, problem+json's Spanish `detail` as the message.
 */
export async function getReport(type: ReportKind, query: ReportApiQuery, signal?: AbortSignal): Promise<ReportView> {
  const { token } = sessionSnapshot();
  const qs = new URLSearchParams(query as Record<string, string>).toString();
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const res = await fetch(`${API_BASE}/reports/${encodeURIComponent(type)}${qs ? `?${qs}` : ''}`, {
    headers: {
      accept: 'application/json, application/problem+json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (res.ok) return (await res.json()) as ReportView;
  if (res.status === 401 && token) reportUnauthorized();
  const body = (await res.json().catch(() => undefined)) as
    { detail?: string; title?: string; code?: string } | undefined;
  const message = body?.detail || body?.title || res.statusText || `HTTP ${res.status}`;
  if (res.status === 409) throw new PositionNotReached(message, body, waitOf(res.headers.get('retry-after')));
  throw new ApiError(res.status, message, body?.code, body);
}

/** A position not reached is waited for this many times (a minute at the server's 1 s) before it shows. */
const MAX_WAITS = 60;

export const reportQueryOptions = (type: ReportKind, query: ReportApiQuery) =>
  queryOptions<ReportView, Error, ReportView, ReturnType<typeof reportKeys.view>>({
    queryKey: reportKeys.view(type, query),
    queryFn: ({ signal }) => getReport(type, query, signal),
    // Another period of the same type keeps the figures on screen until the new ones arrive; another
    // type starts from the skeleton (its sections are not the same).
    placeholderData: (previous) => (previous?.type === type ? previous : undefined),
    retry: (count, error) =>
      error instanceof PositionNotReached
        ? count < MAX_WAITS
        : !(error instanceof ApiError && error.status < 500) && count < 2,
    retryDelay: (count, error) =>
      error instanceof PositionNotReached ? error.retryAfterMs : Math.min(1000 * 2 ** count, 30_000),
  });

/** The report of the selection; nothing is asked while the selection is refused on the client. */
export const useReport = (type: ReportKind, query: ReportApiQuery, enabled: boolean) =>
  useQuery({ ...reportQueryOptions(type, query), enabled });

export type ExportFormat = 'pdf' | 'xlsx';

const ACCEPT: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * GET /api/reports/:type/export.pdf|xlsx with the screen's parameters and the position its figures
 * stand at, so the file holds exactly what the screen shows even if events arrived since.
 */
export const downloadReport = (view: ReportView, query: ReportApiQuery, format: ExportFormat) =>
  downloadFile(
    `/reports/${view.type}/export.${format}`,
    `reporte-${REPORT_FILE_NAMES[view.type]}-${view.position}.${format}`,
    {
      accept: ACCEPT[format],
      query: { ...query, position: view.position },
    },
  );
