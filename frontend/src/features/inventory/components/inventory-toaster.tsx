import { useInventoryToastStore } from '../stores/inventory-toast-store';

/** The inventory screens' toast stack, top-right, newest first (spec 9). */
export function InventoryToaster() {
  const toasts = useInventoryToastStore((s) => s.toasts);
  const dismiss = useInventoryToastStore((s) => s.dismiss);
  return (
    <div className="toasts inventory-toasts" aria-live="polite" data-testid="inventory-toasts">
      {toasts.map((t) => (
        <div key={t.id} className={`toast ${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'} onClick={() => dismiss(t.id)}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
