import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
