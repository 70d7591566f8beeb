import { useTranslation } from 'react-i18next';
import { LandingDashboard } from '@/features/dashboards/components/landing-dashboard';
import { AccountingHome } from '@/features/accounting/components/accounting-home';
import { useSessionStore } from '@/stores/session-store';
import '@/features/accounting/locales/register';
import '@/features/accounting/accounting.css';

/**
 * /admin/accounting (issue 18): the accounting role's landing (its links, as before) with the books
 * under it — the month's figures, the statements, the ledger, expenses, manual entries, the close.
 */
export function Component() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <>
      <LandingDashboard kind="accounting" user={user} />
      <h2 className="acc-section-title" data-testid="accounting-title">
        {t('accounting.title')}
      </h2>
      <p className="acc-muted">{t('accounting.subtitle')}</p>
      <AccountingHome />
    </>
  );
}
