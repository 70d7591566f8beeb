import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import type { OrderPage, OrderStatus } from '@domain/orders';
import type { Step } from '../lib/status';
import { orderKeys, type OrderQuery } from './keys';

// A queue step (Confirmar, Preparar, Marcar listo) is offered only from the status it leaves, so it
// passes but for a race with another screen: the queue shows it at once. The command's refetch still
// brings the server's pages, which win; a refusal puts the pages back as they were.

/** The status each step leads to. */
const AFTER: Record<Step, OrderStatus> = { confirm: 'confirmed', prepare: 'preparing', ready: 'ready' };
const lists = { queryKey: [...orderKeys.all, 'list'] };

export type QueueSnapshot = [QueryKey, OrderPage | undefined][];

/** Moves the order to its next status in every queue page: it leaves the tab it was in, "Todos" relabels it. */
export async function showStepTaken({ id, step }: { id: string; step: Step }): Promise<QueueSnapshot> {
  // A refetch in flight would land over the moved order with the status before.
  await queryClient.cancelQueries(lists);
  const before = queryClient.getQueriesData<OrderPage>(lists);
  for (const [key, page] of before) {
    const order = page?.items.find((o) => o.id === id);
    if (!page || !order) continue;
    const { status } = key[2] as OrderQuery;
    const moved =
      status === 'all'
        ? { ...page, items: page.items.map((o) => (o.id === id ? { ...o, status: AFTER[step] } : o)) }
        : { ...page, items: page.items.filter((o) => o.id !== id), total: page.total - 1 };
    queryClient.setQueryData(key, moved);
  }
  return before;
}

/** The server said no: the pages as they were, then the server's own. */
export function undoStep(before: QueueSnapshot | undefined): void {
  for (const [key, page] of before ?? []) queryClient.setQueryData(key, page);
  void queryClient.invalidateQueries(lists);
}
