import { create } from 'zustand';
import type { Toast, ToastKind } from '@/stores/toast-store';
import { INVENTORY_TOASTS } from '../config/inventory';

// The inventory screens' own stack (spec 9: 5000 ms, max 20, top-right), beside the app's global
// one (4 s, max 5, top centre): a burst of scans or an import may raise many toasts at once.
interface InventoryToastState {
  toasts: Toast[];
  show: (kind: ToastKind, text: string) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useInventoryToastStore = create<InventoryToastState>()((set, get) => ({
  toasts: [],
  show: (kind, text) => {
    const toast = { id: nextId++, kind, text };
    set({ toasts: [toast, ...get().toasts].slice(0, INVENTORY_TOASTS.max) });
    setTimeout(() => get().dismiss(toast.id), INVENTORY_TOASTS.timeoutMs);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

export const inventoryToast = {
  success: (text: string) => useInventoryToastStore.getState().show('success', text),
  error: (text: string) => useInventoryToastStore.getState().show('error', text),
  info: (text: string) => useInventoryToastStore.getState().show('info', text),
};
