import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { AdminSubscriptions } from '@/features/subscriptions/components/admin-subscriptions';
import '@/features/subscriptions/locales/register';
import '@/features/subscriptions/subscriptions.css';

/** /admin/subscription (issue 16): the counts, the revenue and every subscription — admin, owner, managers. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="sub-wide" data-testid="admin-subscriptions">
      <LargeTitle title={t('subscriptions.admin.title')} subtitle={t('subscriptions.admin.subtitle')} />
      <AdminSubscriptions />
    </div>
  );
}
