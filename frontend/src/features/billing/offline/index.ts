// The billing screen's offline mode (spec 2.8, 4, 5, 8): the contract the screen codes against.
import { useMemo } from 'react';
import type { CreateInvoiceBody, RegisterClientBody, UpdateInvoiceBody } from '@domain/billing';
import type { ClientView, InvoiceView } from '@domain/billing';
import { switchOffline } from './network';
import { saveClientOffline, saveInvoiceOffline, updateInvoiceOffline } from './save';
import { useLocalClients, useLocalInvoices, useOfflineMode } from './store';
import type { OfflineInvoiceView } from './types';

export interface OfflineBilling {
  /** Offline mode: the switch, or on automatically when the network drops. */
  offline: boolean;
  /** The switch. Switching reloads the data (spec 4). */
  setOffline(on: boolean): void;
  /** Clients + invoices saved offline and not yet synced. */
  pending: number;
  /** Cached server invoices (remembered while online) plus those saved offline (pendingSync: true). */
  invoices: InvoiceView[];
  clients: ClientView[];
  /** Offline saves: kept in browser storage with their ids and Idempotency-Keys until synced. */
  saveClient(body: RegisterClientBody): ClientView;
  saveInvoice(body: CreateInvoiceBody): InvoiceView;
  /** Only an invoice saved offline (pendingSync) can be edited offline. */
  updateInvoice(id: string, body: UpdateInvoiceBody): InvoiceView;
  /** While online, the screen hands over what it loaded, so offline mode can still show it. */
  remember(loaded: { invoices?: InvoiceView[]; clients?: ClientView[] }): void;
}

const remember = (loaded: { invoices?: InvoiceView[]; clients?: ClientView[] }) =>
  useOfflineMode.getState().cache(loaded);

export function useOfflineBilling(): OfflineBilling {
  const offline = useOfflineMode((s) => s.offline);
  const cachedInvoices = useOfflineMode((s) => s.cachedInvoices);
  const cachedClients = useOfflineMode((s) => s.cachedClients);
  const localInvoices = useLocalInvoices((s) => s.invoices);
  const localClients = useLocalClients((s) => s.clients);
  return useMemo(() => {
    // What was saved here wins over a remembered server copy of the same id (an edit not yet synced).
    const own: OfflineInvoiceView[] = localInvoices.map((i) => ({ ...i.view, syncError: i.syncError }));
    const ownIds = new Set(own.map((i) => i.id));
    const ownClients = localClients.map((c) => c.view);
    const clientIds = new Set(ownClients.map((c) => c.id));
    return {
      offline,
      setOffline: switchOffline,
      pending: localInvoices.length + localClients.length,
      invoices: [...own, ...cachedInvoices.filter((i) => !ownIds.has(i.id))],
      clients: [...cachedClients.filter((c) => !clientIds.has(c.id)), ...ownClients].sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
      saveClient: saveClientOffline,
      saveInvoice: saveInvoiceOffline,
      updateInvoice: updateInvoiceOffline,
      remember,
    };
  }, [offline, cachedInvoices, cachedClients, localInvoices, localClients]);
}

/** The offline list: the same filters and page size as the server's, over the local invoices. */
export { offlinePage } from './filter';

/** The toolbar part: offline switch, and 'Sincronizar (n)' with its confirmation when offline with pending items. */
export { OfflineControls } from './controls';

/** Mounted once by the screen: network toasts (spec 8) and the automatic switch to offline mode. */
export { useNetworkWatch } from './network';

export type { OfflineInvoiceView } from './types';
export { syncPending, type SyncOutcome } from './sync';
