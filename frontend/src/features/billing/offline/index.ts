// The billing screen's offline mode (spec 2.8, 4, 5, 8): the contract the screen codes against.
// PLACEHOLDER signatures — the offline helper replaces the bodies (same session), keeping them.
import type { CreateInvoiceBody, RegisterClientBody, UpdateInvoiceBody } from '../../../../../domain/billing/commands';
import type { ClientView, InvoiceView, Page, InvoiceListItem } from '../../../../../domain/billing/views';
import type { BillingFilters } from '../lib/filters';

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

export function useOfflineBilling(): OfflineBilling {
  throw new Error('offline billing is being built');
}

/** The offline list: the same filters and page size as the server's, over the local invoices. */
export function offlinePage(_invoices: InvoiceView[], _filters: BillingFilters, _today: string): Page<InvoiceListItem> {
  throw new Error('offline billing is being built');
}

/** The toolbar part: offline switch, and 'Sincronizar (n)' with its confirmation when offline with pending items. */
export function OfflineControls(): null {
  return null;
}

/** Mounted once by the screen: network toasts (spec 8) and the automatic switch to offline mode. */
export function useNetworkWatch(): void {}
