import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REBUILD_PROGRESS_KEY } from '@/lib/live-updates';
import { useJobs } from '../api/reads';
import type { RebuildJobMessage } from '@domain/ops';

// A rebuild's steps come over the app's websocket ({ type: 'rebuild-progress' }, sent to operators
// only), which keeps the latest per projection in the query cache (lib/live-updates.ts). Where each
// rebuild stood before the socket was ready (or while it was away) comes from GET /api/ops/jobs, which
// the socket's 'ready' reads again with everything else.

/** The latest step of each projection's rebuild, by projection name. */
export function useRebuildProgress(): Record<string, RebuildJobMessage> {
  const client = useQueryClient();
  const jobs = useJobs();
  // Written by the socket, never fetched: reading it again (after a reconnection) keeps what it holds.
  const { data: pushed = {} } = useQuery({
    queryKey: REBUILD_PROGRESS_KEY,
    queryFn: () => client.getQueryData<Record<string, RebuildJobMessage>>(REBUILD_PROGRESS_KEY) ?? {},
    staleTime: Infinity,
  });

  // The listed job counts unless the socket told of a later step of the same job (or a newer job).
  const merged: Record<string, RebuildJobMessage> = {};
  for (const job of [...(jobs.data?.items ?? [])].reverse()) merged[job.name] = job;
  for (const [name, step] of Object.entries(pushed)) {
    const listed = merged[name];
    if (!listed || listed.jobId !== step.jobId || step.eventsApplied >= listed.eventsApplied || step.done)
      merged[name] = step;
  }
  return merged;
}
