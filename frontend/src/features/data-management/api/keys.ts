// Every key starts with 'ops'. The projections' health is polled (it moves with every event of every
// area; a websocket notice per event would be noise), rebuild steps come over the socket.

/** The explorer's filters, as the URL and GET /api/ops/events take them (read-api/shared/event-filters.ts). */
export interface EventFilters {
  stream?: string;
  type?: string;
  actor?: string;
  from?: string;
  to?: string;
}

export const opsKeys = {
  all: ['ops'] as const,
  projections: ['ops', 'projections'] as const,
  jobs: ['ops', 'jobs'] as const,
  readModels: ['ops', 'read-models'] as const,
  timeTravels: ['ops', 'time-travel'] as const,
  table: (source: string, table: string, offset: number) => ['ops', 'table', source, table, offset] as const,
  events: (f: EventFilters) => ['ops', 'events', f] as const,
  event: (id: string) => ['ops', 'event', id] as const,
};
