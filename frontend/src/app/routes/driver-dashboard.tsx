import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { MyRoute } from '@/features/delivery/components/my-route';
import '@/features/delivery/locales/register';
import { useSessionStore } from '@/stores/session-store';

/** /driver-dashboard (issue 15), the driver's landing: "Mi ruta" — driver, admin, owner (domain/identity's routes). */
export function Component() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  if (!user) return null; // signed out elsewhere: the guard takes over on the next navigation
  return (
    <div data-testid="landing-driver">
      <LargeTitle
        title={t('delivery.route.title')}
        subtitle={`${t('dashboards.greeting', { name: user.firstName || user.name })} — ${t('delivery.route.subtitle')}`}
      />
      <MyRoute user={user} />
    </div>
  );
}
