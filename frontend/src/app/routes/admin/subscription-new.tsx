import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LargeTitle } from '@/components/ui/large-title';
import { AdminNewSubscription } from '@/features/subscriptions/components/admin-new-subscription';
import '@/features/subscriptions/locales/register';
import '@/features/subscriptions/subscriptions.css';

/** /admin/subscription/new (issue 16): the staff subscribe a customer. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="sub-wide" data-testid="admin-subscription-new">
      <Link className="back-link" to="/admin/subscription">
        ‹ {t('subscriptions.admin.back')}
      </Link>
      <LargeTitle title={t('subscriptions.newSub.title')} subtitle={t('subscriptions.newSub.subtitle')} />
      <AdminNewSubscription />
    </div>
  );
}
