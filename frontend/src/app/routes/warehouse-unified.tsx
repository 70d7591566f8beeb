import { lazy, Suspense, useEffect } from 'react';
import { DesktopRequired } from '@/features/offline-inventory/components/desktop-required';
import { useStandalone } from '@/features/offline-inventory/lib/install';
import { registerAppServiceWorker } from '@/features/offline-inventory/lib/service-worker';
// The desktop screen's movement sheet and stock badges say what the inventory's screens say.
import '@/features/inventory/locales/register';

// The offline screen (IndexedDB, the sync) loads only inside the installed app.
const OfflineInventoryScreen = lazy(() =>
  import('@/features/offline-inventory/screen').then((m) => ({ default: m.OfflineInventoryScreen })),
);

/**
 * /warehouse/unified and /admin/warehouse/unified (spec 2.7): the desktop inventory inside the installed
 * app, else the panel that asks for it. Registering the service worker here is what lets the browser
 * offer the install (an installable app has a worker that controls its pages).
 */
export function Component() {
  useEffect(() => {
    registerAppServiceWorker();
  }, []);
  const standalone = useStandalone();
  if (!standalone) return <DesktopRequired />;
  return (
    <Suspense fallback={null}>
      <OfflineInventoryScreen />
    </Suspense>
  );
}
