import { createToastStore, toastsOf } from '@/stores/toast-store';
import { INVENTORY_TOASTS } from '../config/inventory';

// The inventory screens' own stack (spec 9: 5000 ms, max 20, top-right), beside the app's global
// one (4 s, max 5, top centre): a burst of scans or an import may raise many toasts at once.
export const useInventoryToastStore = createToastStore({
  max: INVENTORY_TOASTS.max,
  timeoutMs: INVENTORY_TOASTS.timeoutMs,
});
export const inventoryToast = toastsOf(useInventoryToastStore);
