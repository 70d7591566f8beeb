import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '@/components/toaster';
import { UpdateBanner } from '@/components/update-banner';
import { useSystemConfig } from '@/lib/system-config';
import { useLiveUpdates } from './use-live-updates';
import { useSessionRefresh } from './use-session-refresh';

/**
 * Around every screen: scroll restoration, toasts, the new-version banner, live updates, a fresh session
 * user, and the system config's theme colours (set on the root, so the storefront has them too).
 */
export function RootLayout() {
  useLiveUpdates();
  useSessionRefresh();
  useSystemConfig();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Toaster />
      <UpdateBanner />
    </>
  );
}
