import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '@/components/toaster';
import { UpdateBanner } from '@/components/update-banner';
import { useLiveUpdates } from './use-live-updates';
import { useSessionRefresh } from './use-session-refresh';

/** Around every screen: scroll restoration, toasts, the new-version banner, live updates, a fresh session user. */
export function RootLayout() {
  useLiveUpdates();
  useSessionRefresh();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Toaster />
      <UpdateBanner />
    </>
  );
}
