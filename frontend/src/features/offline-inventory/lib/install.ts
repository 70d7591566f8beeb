import { useSyncExternalStore } from 'react';
import { hasInstallPrompt, onInstallPromptChange, takeInstallPrompt } from '@/lib/install-prompt';

// Issue 21: installing the desktop inventory from the browser. The app's entry keeps Chromium's offer
// (lib/install-prompt.ts); our own button opens the browser's dialog with it. Where the offer never
// comes (Firefox, Safari, an app already installed) the button explains the menu path.

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** Opens the browser's install dialog when it offered one; a prompt can be used once. */
export async function install(): Promise<InstallOutcome> {
  const event = takeInstallPrompt();
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<InstallOutcome> } {
  const canInstall = useSyncExternalStore(onInstallPromptChange, hasInstallPrompt, () => false);
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
