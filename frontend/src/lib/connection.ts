import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { RouteObject } from 'react-router-dom';

// Issue 43: the app's one idea of the connection is react-query's onlineManager. It already hears the
// browser's online/offline events, pauses the reads while offline and refetches them on reconnection
// (refetchOnReconnect); the offline banner, the route error boundary and the screens' lazy files read
// the same state, so nothing listens twice. It starts believing "online": the browser knows better.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Calls `listener` each time the connection goes or comes back; answers the unsubscribe. */
export const onConnectionChange = (listener: (online: boolean) => void) => onlineManager.subscribe(listener);

/** Whether the connection is there now (no re-render: for a component's first state). */
export { isOnline };

/** Whether the connection is there, re-rendering when it goes or comes back. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);

/** Resolves once the connection is back (at once when it is there). */
export function whenOnline(): Promise<void> {
  if (isOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onlineManager.subscribe((online) => {
      if (!online) return;
      stop();
      resolve();
    });
  });
}

/**
 * A stylesheet whose download failed stays in the page with no sheet, and Vite's preload takes its
 * address as loaded: it is removed so that loading the screen again asks for it again.
 */
function forgetFailedStyles(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (link.sheet === null) link.remove();
}

/**
 * A screen's lazy file loaded again once the connection is back when it failed for want of one: the
 * router keeps a failed load for good, so the load it is given must not fail merely because the device
 * was offline (the navigation waits, the banner says why). Failing while online is left to the error
 * boundary (a release replaced the files: the reload).
 */
export function loadWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (;;) {
      try {
        return await load();
      } catch (error) {
        if (isOnline() && navigator.onLine) throw error;
        await whenOnline();
        forgetFailedStyles();
      }
    }
  };
}

/** A route table whose every lazy screen (and layout) loads with loadWhenOnline. */
export function lazyWhenOnline(routes: RouteObject[]): RouteObject[] {
  return routes.map(
    (r) =>
      ({
        ...r,
        ...(typeof r.lazy === 'function' && { lazy: loadWhenOnline(r.lazy) }),
        ...(r.children && { children: lazyWhenOnline(r.children) }),
      }) as RouteObject,
  );
}
