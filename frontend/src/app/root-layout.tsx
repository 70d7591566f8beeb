import { Fragment, lazy, Suspense, type ComponentType } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { OfflineBanner } from '@/components/offline-banner';
import { Toaster } from '@/components/toaster';
import { UpdateBanner } from '@/components/update-banner';
import { useShopMoneyKey } from '@/lib/money';
import { useSystemConfig } from '@/lib/system-config';
import { useLiveUpdates } from './use-live-updates';
import { useSessionRefresh } from './use-session-refresh';

// Issue 22: Flora Bot's widget is its own chunk, fetched only while enableBotSupport is on, so the
// login bundle does not carry it. A chunk gone after a release leaves the page without the widget (the
// update banner offers the reload) rather than failing the whole screen.
const ChatWidget = lazy<ComponentType>(() =>
  import('@/features/chat/components/chat-widget').catch(() => ({ default: () => null })),
);

/**
 * Around every screen: scroll restoration, toasts, the new-version banner, live updates, a fresh session
 * user, the system config's theme colours (set on the root, so the storefront has them too) and Flora Bot;
 * above it all, the connection's strip while offline (issue 43).
 */
export function RootLayout() {
  useLiveUpdates();
  useSessionRefresh();
  const { flags } = useSystemConfig();
  // A new shop money draws every screen again in it (lib/money.ts).
  const money = useShopMoneyKey();
  return (
    <>
      <OfflineBanner />
      <Fragment key={money}>
        <Outlet />
      </Fragment>
      <ScrollRestoration />
      <Toaster />
      <UpdateBanner />
      {flags.enableBotSupport ? (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      ) : null}
    </>
  );
}
