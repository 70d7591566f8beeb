import { useEffect } from 'react';
import { APP_TOASTS, useToastStore, type ToastOptions } from '@/stores/toast-store';

/** A screen's own toast limits and place while it shows (spec 9: the inventory screens'); the app's after. */
export function useToastOptions(options: ToastOptions): void {
  useEffect(() => {
    const { configure } = useToastStore.getState();
    configure(options);
    return () => configure(APP_TOASTS);
  }, [options]);
}
