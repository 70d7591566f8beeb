import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { helpRequestKeys } from './keys';
import { afterHelpCommand, type HelpRequestPage } from './reads';

export const resolveHelpRequest = ({ id, note }: { id: string; note: string }) =>
  api.post<CommandAnswer>(`/support/help-requests/${encodeURIComponent(id)}/resolve`, note.trim() ? { note } : {});

type Snapshot = [readonly unknown[], HelpRequestPage | undefined][];
const openLists = { queryKey: [...helpRequestKeys.all, 'list', 'open'] };

/**
 * "Marcar como atendida", optimistic: resolving an open request only fails if someone resolved it a moment
 * before, so the request leaves the open lists at once; a refusal puts the lists back as they were, and
 * either way the lists refetch once the read model has the answer (the server's word is the last).
 */
export function useResolveHelpRequest() {
  return useMutation({
    mutationFn: resolveHelpRequest,
    onMutate: async ({ id }): Promise<Snapshot> => {
      // A refetch already in flight would bring the request back over the optimistic lists.
      await queryClient.cancelQueries(openLists);
      const before = queryClient.getQueriesData<HelpRequestPage>(openLists);
      queryClient.setQueriesData<HelpRequestPage>(openLists, (page) => {
        if (!page?.items.some((r) => r.id === id)) return page;
        return { ...page, items: page.items.filter((r) => r.id !== id), total: page.total - 1 };
      });
      return before;
    },
    onError: (_error, _vars, before) => {
      for (const [queryKey, data] of before ?? []) queryClient.setQueryData(queryKey, data);
      void queryClient.invalidateQueries(openLists);
    },
    onSuccess: afterHelpCommand,
  });
}
