import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import type { RebuildStarted, RetryAnswer, TimeTravelStarted } from '@domain/ops';
import { opsKeys } from './keys';

// The operators' actions. Each refreshes the ops keys it moves; a rebuild's progress then comes by socket.

export function useRetry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<RetryAnswer>(`/ops/projections/${encodeURIComponent(name)}/retry`),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.projections }),
  });
}

export function useRebuild() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<RebuildStarted>(`/ops/projections/${encodeURIComponent(name)}/rebuild`),
    onSettled: () =>
      Promise.all([opsKeys.projections, opsKeys.jobs].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}

export function useStartTimeTravel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { projection: string; until: string }) => api.post<TimeTravelStarted>('/ops/time-travel', body),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.timeTravels }),
  });
}

export function useDropTimeTravel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/ops/time-travel/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.timeTravels }),
  });
}
