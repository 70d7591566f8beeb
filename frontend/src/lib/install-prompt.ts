// Issue 21: Chromium offers installing the desktop inventory once per page load, with
// `beforeinstallprompt`, soon after the page loads. The entry keeps the event (main.tsx imports this
// first), so the desktop panel, loaded later with its screen, still has it for its button (issue 24
// made the app's start a step later, and the panel's own listener then missed it).

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let kept: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar from showing: the panel's button is the way in.
    event.preventDefault();
    kept = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    kept = null;
    notify();
  });
}

/** The offer, once: taking it forgets it (a prompt can be used once). */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = kept;
  kept = null;
  if (event) notify();
  return event;
}

export const hasInstallPrompt = () => kept !== null;

export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
