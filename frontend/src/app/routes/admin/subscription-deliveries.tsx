import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { DeliveryRun } from '@/features/subscriptions/components/delivery-run';
import '@/features/subscriptions/locales/register';
import '@/features/subscriptions/subscriptions.css';

/** /admin/subscription/deliveries (issue 16): the day's subscription deliveries — the delivery staff too. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="sub-wide" data-testid="admin-subscription-deliveries">
      <LargeTitle title={t('subscriptions.run.title')} subtitle={t('subscriptions.run.subtitle')} />
      <DeliveryRun />
    </div>
  );
}
