import { create } from 'zustand';

// Spec 9: outside the inventory screens at most 5 toasts, the newest on top.
export const MAX_TOASTS = 5;
const TOAST_MS = 4000;

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, text: string) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (kind, text) => {
    const toast = { id: nextId++, kind, text };
    set({ toasts: [toast, ...get().toasts].slice(0, MAX_TOASTS) });
    setTimeout(() => get().dismiss(toast.id), TOAST_MS);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

export const toast = {
  success: (text: string) => useToastStore.getState().show('success', text),
  error: (text: string) => useToastStore.getState().show('error', text),
  info: (text: string) => useToastStore.getState().show('info', text),
  warning: (text: string) => useToastStore.getState().show('warning', text),
};
