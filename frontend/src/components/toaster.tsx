import { useToastStore, type ToastStore } from '@/stores/toast-store';

/** A stack of toasts, newest first (the store keeps its own limit); a tap dismisses one. */
export function ToastStack({ store, className, testId }: { store: ToastStore; className?: string; testId?: string }) {
  const toasts = store((s) => s.toasts);
  const dismiss = store((s) => s.dismiss);
  return (
    <div className={className ? `toasts ${className}` : 'toasts'} aria-live="polite" data-testid={testId}>
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`toast ${t.kind}`}
          role={t.kind === 'error' ? 'alert' : 'status'}
          onClick={() => dismiss(t.id)}
        >
          {t.text}
        </div>
      ))}
    </div>
  );
}

/** The app's stack: at most five, top centre, below the navigation bar. */
export function Toaster() {
  return <ToastStack store={useToastStore} testId="toasts" />;
}
