import { useToastStore } from '@/stores/toast-store';

/** The app's toast stack, newest first (the store keeps its limit), placed as the screen asks; a tap dismisses one. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const { placement, name } = useToastStore((s) => s.options);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className={`toasts ${placement}`} aria-live="polite" data-testid={name}>
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
