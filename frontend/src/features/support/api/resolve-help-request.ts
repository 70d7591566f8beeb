import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import { afterHelpCommand } from './help-requests';

export const resolveHelpRequest = ({ id, note }: { id: string; note: string }) =>
  api.post<CommandAnswer>(`/support/help-requests/${encodeURIComponent(id)}/resolve`, note.trim() ? { note } : {});

/** "Marcar como atendida": the lists refetch once the read model has the resolution. */
export function useResolveHelpRequest() {
  return useMutation({ mutationFn: resolveHelpRequest, onSuccess: afterHelpCommand });
}
