import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { DeliveryDashboard } from '@/features/delivery/components/delivery-dashboard';
import '@/features/delivery/locales/register';
import '@/features/delivery/wide.css';
import { useSessionStore } from '@/stores/session-store';

/** /admin/delivery-dashboard (issue 15), the delivery role's landing: the day's figures — delivery, admin, owner. */
export function Component() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  if (!user) return null; // signed out elsewhere: the guard takes over on the next navigation
  return (
    <div className="delivery-wide" data-testid="landing-delivery">
      <LargeTitle
        title={t('delivery.dashboard.title')}
        subtitle={t('dashboards.greeting', { name: user.firstName || user.name })}
      />
      <DeliveryDashboard />
    </div>
  );
}
