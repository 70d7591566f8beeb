import { ToastStack } from '@/components/toaster';
import { useInventoryToastStore } from '../stores/inventory-toast-store';

/** The inventory screens' toast stack, top-right below the navigation bar, newest first (spec 9). */
export function InventoryToaster() {
  return <ToastStack store={useInventoryToastStore} className="inventory-toasts" testId="inventory-toasts" />;
}
