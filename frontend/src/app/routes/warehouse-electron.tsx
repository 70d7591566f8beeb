import { useEffect } from 'react';
import { OfflineInventoryScreen } from '@/features/offline-inventory/screen';
import { registerAppServiceWorker } from '@/features/offline-inventory/lib/service-worker';
// The desktop screen's movement sheet and stock badges say what the inventory's screens say.
import '@/features/inventory/locales/register';

/**
 * /warehouse/electron (spec 2.7): the desktop inventory, the installed app's start_url. In a tab it is the
 * same screen ("Abrir en el navegador"); the service worker it registers keeps the app shell for offline use.
 */
export function Component() {
  useEffect(() => {
    registerAppServiceWorker();
  }, []);
  return <OfflineInventoryScreen />;
}
