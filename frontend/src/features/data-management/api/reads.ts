import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { API_BASE } from '@/config/app';
import { api, ApiError, reportUnauthorized } from '@/lib/api-client';
import { sessionSnapshot } from '@/stores/session-store';
import type {
  EventDetail,
  EventPage,
  ProjectionStatus,
  ReadModel,
  RebuildJob,
  TablePage,
  TimeTravel,
} from '@domain/ops';
import { opsKeys, type EventFilters } from './keys';

// The operators' reads (read-api/ops). No ?minPosition=: these read the engine's own rows, not a read model.
const id = (s: string | number) => encodeURIComponent(String(s));
/** Rows per page of a browsed table. */
export const TABLE_PAGE = 25;
const POLL_MS = 5000;

/** GET /api/ops/projections — every projection and reactor, polled while the screen is open. */
export const useProjections = () =>
  useQuery({
    queryKey: opsKeys.projections,
    queryFn: ({ signal }) => api.get<{ items: ProjectionStatus[] }>('/ops/projections', { signal }),
    refetchInterval: POLL_MS,
  });

/** GET /api/ops/jobs — the latest rebuilds: where a rebuild stands when the screen opens or the socket comes back. */
export const useJobs = () =>
  useQuery({
    queryKey: opsKeys.jobs,
    queryFn: ({ signal }) => api.get<{ items: RebuildJob[] }>('/ops/jobs', { signal }),
  });

export const useReadModels = () =>
  useQuery({
    queryKey: opsKeys.readModels,
    queryFn: ({ signal }) => api.get<{ items: ReadModel[] }>('/ops/read-models', { signal }),
    staleTime: Infinity,
  });

/** GET /api/ops/time-travel — polled while one is still building. */
export const useTimeTravels = () =>
  useQuery({
    queryKey: opsKeys.timeTravels,
    queryFn: ({ signal }) => api.get<{ items: TimeTravel[] }>('/ops/time-travel', { signal }),
    refetchInterval: (q) => (q.state.data?.items.some((t) => t.status === 'building') ? 1000 : false),
  });

/** A page of a live table (source 'live') or of a time travel's (source = its id). */
export const useTablePage = (source: 'live' | number, table: string | undefined, offset: number) =>
  useQuery({
    queryKey: opsKeys.table(String(source), table ?? '', offset),
    queryFn: ({ signal }) =>
      api.get<TablePage>(
        source === 'live' ? `/ops/read-models/${id(table!)}` : `/ops/time-travel/${source}/tables/${id(table!)}`,
        { query: { offset, limit: TABLE_PAGE }, signal },
      ),
    enabled: Boolean(table),
    placeholderData: keepPreviousData,
    // The live table moves with every event; a build stands still.
    refetchInterval: source === 'live' ? POLL_MS : false,
  });

/** GET /api/ops/events — newest first, one page after another (keyset: `next` → `before`). */
export const useEvents = (filters: EventFilters) =>
  useInfiniteQuery({
    queryKey: opsKeys.events(filters),
    queryFn: ({ signal, pageParam }) =>
      api.get<EventPage>('/ops/events', { query: { ...filters, before: pageParam, limit: 50 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** GET /api/ops/events/:id — the event whole and its chain of causation. */
export const useEvent = (eventId: string | null) =>
  useQuery({
    queryKey: opsKeys.event(eventId ?? ''),
    queryFn: ({ signal }) => api.get<EventDetail>(`/ops/events/${id(eventId!)}`, { signal }),
    enabled: Boolean(eventId),
  });

// The exports (read-api/ops/routes/exports.ts) are streamed: the server says how many lines follow in
// X-Total-Count, and the screen counts them as they arrive to draw the progress bar. Not apiFetch:
// its time-out covers the whole body, and a big export may well take longer than a request.

export interface ExportProgress {
  lines: number;
  total: number;
  /** 0–100; 100 once the file is whole and handed to the browser. */
  percent: number;
}

/** The events as NDJSON with the explorer's filters (one event per line). */
export const eventsExportPath = (filters: EventFilters) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v) as [string, string][]);
  const qs = query.toString();
  return `/ops/export/events.ndjson${qs ? `?${qs}` : ''}`;
};
/** A live read-model table as CSV (with its header row, not counted in the total). */
export const tableExportPath = (table: string) => `/ops/export/read-models/${encodeURIComponent(table)}.csv`;

const NEWLINE = 10;

export async function streamDownload(
  path: string,
  fallbackName: string,
  {
    onProgress,
    signal,
    headerLines = 0,
  }: { onProgress: (p: ExportProgress) => void; signal?: AbortSignal; headerLines?: number },
): Promise<void> {
  const { token } = sessionSnapshot();
  const res = await fetch(`${API_BASE}${path}`, {
    headers: { accept: '*/*', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!res.ok) {
    if (res.status === 401) reportUnauthorized();
    const body = (await res.json().catch(() => ({}))) as { detail?: string; code?: string };
    throw new ApiError(res.status, body.detail ?? `HTTP ${res.status}`, body.code, body);
  }
  const total = Number(res.headers.get('x-total-count') ?? 0);
  const chunks: Uint8Array[] = [];
  let lines = 0;
  const reader = res.body!.getReader();
  onProgress({ lines: 0, total, percent: total === 0 ? 99 : 0 });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === NEWLINE) lines++;
    // A quoted CSV cell may hold a newline: never 100 before the end.
    const rows = Math.max(0, lines - headerLines);
    onProgress({ lines: rows, total, percent: total ? Math.min(99, Math.floor((rows / total) * 100)) : 99 });
  }
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = res.headers.get('content-disposition')?.match(/filename="?([^";]+)"?/)?.[1] ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  onProgress({ lines: Math.max(0, lines - headerLines), total, percent: 100 });
}
