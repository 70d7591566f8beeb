import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SaleBody } from '@domain/pos';
import { createOfflineQueue, type QueuedItem } from '@/lib/offline-queue';
import { DEFAULT_TAX_RATE_BP, type ReceiptFacts } from '../lib/ticket';

// What the counter keeps on the device (lib/offline-queue, the billing screen's store generalised):
// the sales made while the network was away, each with the saleId made here (its Idempotency-Key
// too), and the session it sells in, so the counter keeps selling after a reload without network.

export interface QueuedSale extends QueuedItem {
  body: SaleBody & { saleId: string; madeOfflineAt: string };
  receipt: ReceiptFacts;
}

export const useQueuedSales = createOfflineQueue<QueuedSale>('flora.pos.sales');

interface DeviceState {
  /** The open session the counter sells in (as last read online). */
  session: { id: string; registerId: string; location: string } | null;
  taxRateBasisPoints: number;
  setSession(session: DeviceState['session']): void;
  setTaxRate(bp: number): void;
}

export const usePosDevice = create<DeviceState>()(
  persist(
    (set) => ({
      session: null,
      taxRateBasisPoints: DEFAULT_TAX_RATE_BP,
      setSession: (session) => set({ session }),
      setTaxRate: (taxRateBasisPoints) => set({ taxRateBasisPoints }),
    }),
    {
      name: 'flora.pos.device',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ session: s.session, taxRateBasisPoints: s.taxRateBasisPoints }),
    },
  ),
);

/** Another tab sold or synced: read the stores again. */
export function rehydrateFrom(key: string | null): void {
  if (key === 'flora.pos.sales') void useQueuedSales.persist.rehydrate();
  if (key === 'flora.pos.device') void usePosDevice.persist.rehydrate();
}
