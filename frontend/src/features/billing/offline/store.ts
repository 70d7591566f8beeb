import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ClientView, InvoiceView } from '@domain/billing';
import type { LocalClient, LocalInvoice } from './types';

// Three localStorage entries (brief: flora.billing.invoices, .clients, .offline), each a small
// persisted zustand store, so a reload — or a closed tab — keeps what was saved offline.

const storage = createJSONStorage(() => localStorage);
const DEFAULT_TAX_RATE_BP = 1900; // spec 9: IVA 19 %, until GET /api/billing/settings says otherwise
const CACHE_LIMIT = 500; // the newest server invoices kept for offline reading

interface InvoicesState {
  invoices: LocalInvoice[];
  put(invoice: LocalInvoice): void;
  change(id: string, f: (i: LocalInvoice) => LocalInvoice | null): void;
}
export const useLocalInvoices = create<InvoicesState>()(
  persist(
    (set) => ({
      invoices: [],
      put: (invoice) =>
        set((s) => ({ invoices: [...s.invoices.filter((i) => i.view.id !== invoice.view.id), invoice] })),
      change: (id, f) => set((s) => ({ invoices: s.invoices.flatMap((i) => (i.view.id === id ? (f(i) ?? []) : [i])) })),
    }),
    { name: 'flora.billing.invoices', storage, partialize: (s) => ({ invoices: s.invoices }) },
  ),
);

interface ClientsState {
  clients: LocalClient[];
  put(client: LocalClient): void;
  change(id: string, f: (c: LocalClient) => LocalClient | null): void;
}
export const useLocalClients = create<ClientsState>()(
  persist(
    (set) => ({
      clients: [],
      put: (client) => set((s) => ({ clients: [...s.clients.filter((c) => c.view.id !== client.view.id), client] })),
      change: (id, f) => set((s) => ({ clients: s.clients.flatMap((c) => (c.view.id === id ? (f(c) ?? []) : [c])) })),
    }),
    { name: 'flora.billing.clients', storage, partialize: (s) => ({ clients: s.clients }) },
  ),
);

interface ModeState {
  offline: boolean;
  taxRateBasisPoints: number;
  /** Server data the screen loaded while online (and invoices synced from here), read offline. */
  cachedInvoices: InvoiceView[];
  cachedClients: ClientView[];
  setOffline(on: boolean): void;
  setTaxRate(basisPoints: number): void;
  cache(loaded: { invoices?: InvoiceView[]; clients?: ClientView[] }): void;
}
export const useOfflineMode = create<ModeState>()(
  persist(
    (set) => ({
      offline: false,
      taxRateBasisPoints: DEFAULT_TAX_RATE_BP,
      cachedInvoices: [],
      cachedClients: [],
      setOffline: (offline) => set({ offline }),
      setTaxRate: (taxRateBasisPoints) => set({ taxRateBasisPoints }),
      cache: (loaded) =>
        set((s) => {
          const invoices = loaded.invoices
            ? upsert(s.cachedInvoices, loaded.invoices).slice(-CACHE_LIMIT)
            : s.cachedInvoices;
          const clients = loaded.clients ? upsert(s.cachedClients, loaded.clients) : s.cachedClients;
          return invoices === s.cachedInvoices && clients === s.cachedClients
            ? s
            : { cachedInvoices: invoices, cachedClients: clients };
        }),
    }),
    {
      name: 'flora.billing.offline',
      storage,
      partialize: (s) => ({
        offline: s.offline,
        taxRateBasisPoints: s.taxRateBasisPoints,
        cachedInvoices: s.cachedInvoices,
        cachedClients: s.cachedClients,
      }),
    },
  ),
);

/** Newer copies replace older ones by id (invoices are never deleted); unchanged input changes nothing. */
function upsert<T extends { id: string }>(kept: T[], loaded: T[]): T[] {
  const byId = new Map(kept.map((k) => [k.id, k]));
  const changed = loaded.filter((l) => JSON.stringify(byId.get(l.id)) !== JSON.stringify(l));
  if (changed.length === 0) return kept;
  const ids = new Set(changed.map((c) => c.id));
  return [...kept.filter((k) => !ids.has(k.id)), ...changed];
}

/** Another tab saved or synced: read the stores again from localStorage. */
export function rehydrateFrom(key: string | null): void {
  if (key === 'flora.billing.invoices') void useLocalInvoices.persist.rehydrate();
  if (key === 'flora.billing.clients') void useLocalClients.persist.rehydrate();
  if (key === 'flora.billing.offline') void useOfflineMode.persist.rehydrate();
}
