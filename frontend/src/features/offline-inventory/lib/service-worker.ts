// Issue 21: the service worker (vite.config.ts, VitePWA generateSW) keeps the app shell on the device, so
// the installed desktop inventory opens without a connection. Only the desktop screens register it: the
// rest of the shop works online, and the login route must not carry workbox-window (report-size.mjs).

export interface AppServiceWorker {
  /** The registration, or null where the browser has no service workers (or registering failed). */
  registered: Promise<ServiceWorkerRegistration | null>;
  /** Settles true once this page is served by the worker; false where there is none. */
  controlled: Promise<boolean>;
}

const SW_URL = '/sw.js';
let current: AppServiceWorker | null = null;

/** Registers /sw.js once per page; later calls answer the same promises. */
export function registerAppServiceWorker(): AppServiceWorker {
  if (current) return current;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    current = { registered: Promise.resolve(null), controlled: Promise.resolve(false) };
    return current;
  }
  const container = navigator.serviceWorker;
  const registered = import('workbox-window')
    .then(async ({ Workbox }) => {
      const wb = new Workbox(SW_URL, { scope: '/' });
      // registerType autoUpdate: a new release takes over at once (skipWaiting, clientsClaim); the page
      // reloads so the shell and its chunks come from the same build (old chunks leave the cache).
      wb.addEventListener('controlling', (event) => {
        if (event.isUpdate) window.location.reload();
      });
      return (await wb.register()) ?? null;
    })
    .catch((error: unknown) => {
      console.warn('No se pudo registrar el service worker', error);
      return null;
    });
  const controlled = container.controller
    ? Promise.resolve(true)
    : registered.then((registration) =>
        registration === null
          ? false
          : new Promise<boolean>((resolve) => {
              if (container.controller) return resolve(true);
              // The first visit: the worker claims the open page when it activates.
              container.addEventListener('controllerchange', () => resolve(true), { once: true });
            }),
      );
  current = { registered, controlled };
  return current;
}
