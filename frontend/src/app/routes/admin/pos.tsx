import { useTranslation } from 'react-i18next';
import { LandingDashboard } from '@/features/dashboards/components/landing-dashboard';
import { AdminPos } from '@/features/pos/components/admin-pos';
import { useSessionStore } from '@/stores/session-store';
import '@/features/pos/locales/register';
import '@/features/pos/pos.css';

/**
 * /admin/pos (issue 17): the cashier's landing (what the role reaches, now the counter and the
 * register) and the cashier dashboard under it — today's sales, per cashier, per method, open
 * sessions, refunds.
 */
export function Component() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <>
      <LandingDashboard kind="pos" user={user} />
      <h2 className="pos-section-title" data-testid="admin-pos-title">
        {t('pos.admin.title')}
      </h2>
      <p className="pos-muted">{t('pos.admin.subtitle')}</p>
      <AdminPos />
    </>
  );
}
