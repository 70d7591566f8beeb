import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { ClientShortcuts } from '@/features/orders/components/client-shortcuts';
import { RecentOrders } from '@/features/orders/components/recent-orders';
import { SubscriptionsShortcut } from '@/features/subscriptions/components/subscriptions-shortcut';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard, the client's own page (spec 2.1, 2.10): their recent orders, their subscriptions and where to go next. */
export function Component() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  if (!user) return null; // signed out elsewhere: the guard takes over on the next navigation
  return (
    <div data-testid="client-dashboard">
      <LargeTitle
        title={t('dashboards.client')}
        subtitle={t('dashboards.greeting', { name: user.firstName || user.name })}
      />
      <RecentOrders />
      <SubscriptionsShortcut />
      <ClientShortcuts />
    </div>
  );
}
