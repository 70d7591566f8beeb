import { useSyncExternalStore } from 'react';

// Issue 21: installing the desktop inventory from the browser. Chromium offers the install once per page
// load with `beforeinstallprompt`; keeping the event lets our own button open the browser's dialog.
// The listener starts when this feature's chunk loads; where the event never comes (Firefox, Safari, an
// app already installed, or an event fired before the chunk loaded) the button explains the menu path.

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar from showing: the panel's button is the way in.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the browser's install dialog when it offered one; a prompt can be used once. */
export async function install(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<InstallOutcome> } {
  const canInstall = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  return { canInstall, install };
}

const STANDALONE = '(display-mode: standalone)';

/** Whether the page runs as the installed app (its own window) rather than in a browser tab. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.(STANDALONE).matches === true;
}

const subscribeStandalone = (listener: () => void) => {
  const query = window.matchMedia?.(STANDALONE);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};

export function useStandalone(): boolean {
  return useSyncExternalStore(subscribeStandalone, isStandalone, () => false);
}
