import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { PlansAdmin } from '@/features/subscriptions/components/plans-admin';
import '@/features/subscriptions/locales/register';
import '@/features/subscriptions/subscriptions.css';

/** /admin/subscription/plans (issue 16): create, edit, activate and deactivate the plans. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="sub-wide" data-testid="admin-subscription-plans">
      <LargeTitle title={t('subscriptions.planAdmin.title')} subtitle={t('subscriptions.planAdmin.subtitle')} />
      <PlansAdmin />
    </div>
  );
}
