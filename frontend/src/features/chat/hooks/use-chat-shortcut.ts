import { useEffect } from 'react';

/** Where a typed Shift+C is a capital C: a text field, a select, an editable region. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset', 'image'].includes(target.type);
}

/** Spec 2.9: Shift+C toggles the panel — except while typing, where it stays a capital C. */
export function useChatShortcut(toggle: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.shiftKey || e.ctrlKey || e.altKey || e.metaKey || e.repeat) return;
      if (e.code !== 'KeyC' && e.key !== 'C') return;
      if (typingIn(e.target) || typingIn(document.activeElement)) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
}
