import { create, type StoreApi, type UseBoundStore } from 'zustand';

/** How a screen's toasts behave; a screen sets its own with useToastOptions (hooks/use-toast-options). */
export interface ToastOptions {
  max: number;
  timeoutMs: number;
  placement: 'top-center' | 'top-right';
  /** The stack's test id. */
  name: string;
}
// Spec 9: outside the inventory screens at most 5 toasts, the newest on top, top centre.
export const APP_TOASTS: ToastOptions = { max: 5, timeoutMs: 4000, placement: 'top-center', name: 'toasts' };
// A step under way ('Preparando impresión...') stays until its outcome replaces it; this bound only
// clears one whose outcome never came (the screen was left mid-way).
const PROGRESS_MS = 30_000;

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export interface ToastState {
  toasts: Toast[];
  options: ToastOptions;
  /** The screen's options, for the toasts shown from now on. */
  configure: (options: ToastOptions) => void;
  /** Shows a toast on top and returns its id; `replaces` is the id of a progress toast this is the outcome of. */
  show: (kind: ToastKind, text: string, options?: { replaces?: number; progress?: boolean }) => number;
  dismiss: (id: number) => void;
}
export type ToastStore = UseBoundStore<StoreApi<ToastState>>;

/** The app's one toast stack; its limits and place are the current screen's (spec 9). */
function createToastStore(): ToastStore {
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const forget = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  return create<ToastState>()((set, get) => ({
    toasts: [],
    options: APP_TOASTS,
    configure: (options) => set({ options }),
    show: (kind, text, { replaces, progress } = {}) => {
      const id = nextId++;
      const limits = get().options;
      // The outcome takes its progress toast's place, and the same words again (a repeated failure)
      // move up instead of stacking copies.
      const kept = get().toasts.filter((t) => t.id !== replaces && !(t.kind === kind && t.text === text));
      const toasts = [{ id, kind, text }, ...kept].slice(0, limits.max);
      for (const t of get().toasts) if (!toasts.includes(t)) forget(t.id);
      set({ toasts });
      timers.set(
        id,
        setTimeout(() => get().dismiss(id), progress ? PROGRESS_MS : limits.timeoutMs),
      );
      return id;
    },
    dismiss: (id) => {
      forget(id);
      set({ toasts: get().toasts.filter((t) => t.id !== id) });
    },
  }));
}

/** What screens call: a kind of toast, optionally the outcome of a progress toast (`after`). */
function toastsOf(store: ToastStore) {
  const show = (kind: ToastKind) => (text: string, after?: number) =>
    store.getState().show(kind, text, { replaces: after });
  return {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    warning: show('warning'),
    /** A step under way: its id is given to the outcome, which replaces it. */
    progress: (text: string) => store.getState().show('info', text, { progress: true }),
  };
}

export const useToastStore = createToastStore();
export const toast = toastsOf(useToastStore);
