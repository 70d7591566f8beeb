import { useEffect, useEffectEvent } from 'react';

// Shared by the inventory, the warehouse and the point of sale. A keyboard-wedge scanner "types" the code in a burst (a few ms per key) and presses Enter.
// People type far slower, so a burst ending in Enter while no field has the focus is a scan.
const MAX_KEY_GAP_MS = 50;
const MIN_CODE_LENGTH = 3;

function isEditing(el: Element | null): boolean {
  if (!el) return false;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (el as HTMLElement).isContentEditable;
}

/** Calls onScan with each code a wedge scanner sends while `enabled` (e.g. no sheet is open). */
export function useKeyboardWedge(onScan: (code: string) => void, enabled = true): void {
  // The latest onScan, without re-adding the listener each render.
  const scanned = useEffectEvent(onScan);
  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let lastKeyAt = 0;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isEditing(document.activeElement)) return;
      const now = performance.now();
      if (now - lastKeyAt > MAX_KEY_GAP_MS) buffer = '';
      lastKeyAt = now;
      if (e.key === 'Enter') {
        const code = buffer;
        buffer = '';
        if (code.length >= MIN_CODE_LENGTH) {
          e.preventDefault();
          scanned(code);
        }
      } else if (e.key.length === 1) {
        buffer += e.key;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
