import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { usePlans } from '../api/reads';
import { useSubscribeForm } from '../hooks/use-subscribe-form';
import { CustomerPicker } from './customer-picker';
import { SubscribeFields } from './subscribe-fields';
import '../locales/register';

/** /admin/subscription/new: the customer, then the same form a client fills; done, the subscription's page. */
export function AdminNewSubscription() {
  const plans = usePlans();
  // The form starts once the plans are known (or failed), as the client's does.
  if (!plans.data && !plans.error)
    return (
      <div aria-busy="true" data-testid="new-subscription-loading">
        <SkeletonRows rows={3} />
        <SkeletonRows rows={6} />
      </div>
    );
  return <NewForm />;
}

function NewForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plans = usePlans();
  const [customer, setCustomer] = useState<string | null>(null);
  const sub = useSubscribeForm({
    initialPlan: '',
    plans: plans.data,
    customer: { id: customer },
    onDone: (answer) => void navigate(`/admin/subscription/${answer.id}`),
  });
  return (
    <>
      {plans.error ? (
        <LoadFailed
          title={t('subscriptions.plans.loadFailed')}
          reason={plans.error.message}
          onRetry={() => void plans.refetch()}
        />
      ) : null}
      <SubscribeFields
        sub={sub}
        plans={plans.data}
        submitLabel={t('subscriptions.form.submitStaff')}
        before={
          <CustomerPicker
            value={customer}
            onChange={(id) => {
              setCustomer(id);
              sub.clearCustomerError();
            }}
            error={sub.customerError}
          />
        }
      />
    </>
  );
}
