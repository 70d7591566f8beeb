import { useEffect } from 'react';
import { OfflineInventoryScreen } from '@/features/offline-inventory/screen';
import { registerAppServiceWorker } from '@/features/offline-inventory/lib/service-worker';
// The desktop screen's forms say what the inventory's and consignment's screens say.
import '@/features/inventory/locales/register';
import '@/features/consignment/locales/register';

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
