import { useEffect, useEffectEvent, type RefObject } from 'react';

// What a keyboard can land on inside a modal (hidden and disabled controls are skipped).
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
const FIELD = 'input, select, textarea';

/** The controls inside `box` a Tab can reach, in document order (only those laid out on the screen). */
export function focusablesIn(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

// Modals open over modals (a client sheet over the invoice sheet): only the topmost one answers Tab and
// Escape, and closing it hands the focus back to the one below.
const stack: symbol[] = [];

// The control that had the focus before the one that has it now: a field with autoFocus inside a modal
// takes the focus before the modal's effect runs, so the opener is the one before.
let focusedNow: Element | null = null;
let focusedBefore: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (e) => {
      focusedBefore = focusedNow;
      focusedNow = e.target as Element;
    },
    true,
  );
}

/**
 * A modal's keyboard contract (WAI-ARIA dialog pattern): while `active`, the focus moves into `box` (its
 * first field, else the box itself), Tab and Shift+Tab cycle inside it, Escape calls onEscape; when it
 * ends, the focus goes back to the control that opened it. A non-modal dialog (the chat panel beside the
 * page) passes `modal: false`: Tab may leave it for the page, the rest holds.
 */
export function useFocusTrap(
  box: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  { modal = true }: { modal?: boolean } = {},
): void {
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const el = box.current;
    if (!active || !el) return;
    const me = Symbol('modal');
    stack.push(me);
    const current = document.activeElement;
    const opener = (el.contains(current) ? focusedBefore : current) as HTMLElement | null;
    if (!el.contains(document.activeElement)) {
      const first = focusablesIn(el).find((c) => c.matches(FIELD)) ?? el;
      first.focus({ preventScroll: true });
    }
    const onKey = (e: KeyboardEvent) => {
      if (stack.at(-1) !== me || e.defaultPrevented) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        escape();
      } else if (e.key === 'Tab' && modal) cycle(e, el);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(me), 1);
      backTo(opener)?.focus({ preventScroll: true });
    };
  }, [box, active, modal]);
}

/** The opener, or the control drawn in its place with its test id (the chat's button returns when the panel closes). */
function backTo(opener: HTMLElement | null): HTMLElement | null {
  if (!opener || opener === document.body) return null;
  if (opener.isConnected) return opener;
  const id = opener.dataset.testid;
  return id ? document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(id)}"]`) : null;
}

/** Tab past the last control goes to the first, Shift+Tab before the first to the last. */
function cycle(e: KeyboardEvent, box: HTMLElement): void {
  const all = focusablesIn(box);
  if (all.length === 0) {
    e.preventDefault();
    box.focus();
    return;
  }
  const first = all[0]!;
  const last = all.at(-1)!;
  const at = document.activeElement;
  const outside = !box.contains(at);
  if (e.shiftKey && (at === first || at === box || outside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (at === last || outside)) {
    e.preventDefault();
    first.focus();
  }
}
