import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SaleBody } from '@domain/pos';
import { createOfflineQueue, type QueuedItem } from '@/lib/offline-queue';
import type { CounterProduct } from '../lib/counter-product';
import { DEFAULT_TERMS, type ReceiptFacts, type Terms } from '../lib/ticket';

// What the counter keeps on the device (lib/offline-queue, the billing screen's store generalised):
// the sales made while the network was away, each with the saleId made here (its Idempotency-Key
// too), and the session it sells in, so the counter keeps selling after a reload without network.

export interface QueuedSale extends QueuedItem {
  body: SaleBody & { saleId: string; madeOfflineAt: string };
  receipt: ReceiptFacts;
}

export const useQueuedSales = createOfflineQueue<QueuedSale>('flora.pos.sales');

/** The most products the device remembers for scanning offline. */
const KNOWN_LIMIT = 500;

interface DeviceState {
  /** The open session the counter sells in (as last read online). */
  session: { id: string; registerId: string; location: string } | null;
  /** The tax and discount cap the shop sells with, as last read online. */
  terms: Terms;
  /** Products scanned or found online, by the code that found them (lower case): offline scans read them. */
  known: Record<string, CounterProduct>;
  setSession(session: DeviceState['session']): void;
  setTerms(terms: Terms): void;
  remember(codes: string[], product: CounterProduct): void;
}

export const usePosDevice = create<DeviceState>()(
  persist(
    (set) => ({
      session: null,
      terms: DEFAULT_TERMS,
      known: {},
      setSession: (session) => set({ session }),
      setTerms: (terms) => set({ terms }),
      remember: (codes, product) =>
        set((s) => {
          const fresh = Object.fromEntries(codes.filter(Boolean).map((c) => [c.toLowerCase(), product]));
          const kept = Object.entries(s.known).filter(([c]) => !(c in fresh));
          return {
            known: Object.fromEntries([...kept.slice(-(KNOWN_LIMIT - codes.length)), ...Object.entries(fresh)]),
          };
        }),
    }),
    {
      name: 'flora.pos.device',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ session: s.session, terms: s.terms, known: s.known }),
    },
  ),
);

/** Another tab sold or synced: read the stores again. */
export function rehydrateFrom(key: string | null): void {
  if (key === 'flora.pos.sales') void useQueuedSales.persist.rehydrate();
  if (key === 'flora.pos.device') void usePosDevice.persist.rehydrate();
}
