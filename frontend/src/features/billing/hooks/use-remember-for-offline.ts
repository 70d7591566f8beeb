import { useEffect, useEffectEvent } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { ClientView, InvoiceListItem } from '@domain/billing';
import { getInvoice } from '../api/reads';
import { billingKeys } from '../api/keys';
import type { OfflineBilling } from '../offline';

// Offline mode shows what was last seen online: the clients, and the invoices of the pages looked
// at. The list answers summaries, so each row's full invoice is fetched once per version of it
// (what the list says of it: status, number, total, client, dates) — a changed invoice is fetched
// again, an unchanged one never, and the websocket's notices do not refetch them.
const versionOf = (i: InvoiceListItem) =>
  [i.status, i.number ?? '', i.total, i.clientName, i.date, i.dueDate ?? ''].join('|');

export function useRememberForOffline(
  offline: OfflineBilling,
  items: InvoiceListItem[] | undefined,
  clients: ClientView[] | undefined,
) {
  const online = !offline.offline;
  const { remember } = offline;
  const snapshots = useQueries({
    queries: (online ? (items ?? []) : []).map((i) => ({
      queryKey: billingKeys.snapshot(i.id, versionOf(i)),
      queryFn: () => getInvoice(i.id),
      staleTime: Infinity,
      gcTime: 10 * 60_000,
      retry: false,
    })),
  });
  const loaded = snapshots.flatMap((s) => (s.data ? [s.data] : []));
  const signature = loaded.map((v) => `${v.id}:${v.updatedAt}:${v.status}`).join(',');
  // Once per set of loaded versions (the signature), not once per render's new array.
  const keepInvoices = useEffectEvent(() => {
    if (online && loaded.length) remember({ invoices: loaded });
  });
  useEffect(() => keepInvoices(), [online, signature]);
  const keepClients = useEffectEvent((answer: ClientView[] | undefined) => {
    if (online && answer) remember({ clients: answer });
  });
  useEffect(() => keepClients(clients), [online, clients]);
}
