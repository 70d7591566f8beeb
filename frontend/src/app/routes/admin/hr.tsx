import { useTranslation } from 'react-i18next';
import { LandingDashboard } from '@/features/dashboards/components/landing-dashboard';
import { HrHome } from '@/features/hr/components/hr-home';
import { useSessionStore } from '@/stores/session-store';
import '@/features/hr/locales/register';
import '@/features/hr/hr.css';

/**
 * /admin/hr (issue 19): the HR role's landing (its links, as before) with the work under it — the
 * staff, attendance, payroll runs and performance, as the user's role allows.
 */
export function Component() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <div className="hr-wide">
      <LandingDashboard kind="hr" user={user} />
      <h2 className="hr-section-title" data-testid="hr-title">
        {t('hr.title')}
      </h2>
      <p className="hr-muted">{t('hr.subtitle')}</p>
      <HrHome />
    </div>
  );
}
