import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LargeTitle } from '@/components/ui/large-title';
import { usePlans } from '../api/reads';
import { useSubscribeForm } from '../hooks/use-subscribe-form';
import { offered } from '../lib/forms';
import { MySubscriptions } from './my-subscriptions';
import { PlanCards } from './plan-cards';
import { SubscribeFields } from './subscribe-fields';
import '../locales/register';

/**
 * /subscriptions (a client's): their subscriptions with status and next delivery, the plans to choose
 * from, and the subscribe form — the plan chosen on a card, or named by the link that led here
 * (/subscription/plans → ?plan=weekly). Subscribed, the new subscription's page opens.
 */
export function SubscriptionsHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plans = usePlans();
  // The form starts once the plans are known, so a plan named in the link is chosen in it.
  if (!plans.data && !plans.error)
    return (
      <Frame>
        <PlanCards action={() => null} />
      </Frame>
    );
  return (
    <Frame>
      <Choose
        initialPlan={offered(plans.data, params.get('plan'))}
        onDone={(id) => void navigate(`/subscriptions/${id}`)}
        formTitle={t('subscriptions.home.form')}
      />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="sub-home" data-testid="subscriptions-screen">
      <LargeTitle title={t('subscriptions.home.title')} subtitle={t('subscriptions.home.subtitle')} />
      <MySubscriptions />
      <h2 className="sub-section-title">{t('subscriptions.plans.section')}</h2>
      {children}
    </div>
  );
}

function Choose({
  initialPlan,
  onDone,
  formTitle,
}: {
  initialPlan: string;
  onDone: (id: string) => void;
  formTitle: string;
}) {
  const { t } = useTranslation();
  const plans = usePlans();
  const sub = useSubscribeForm({ initialPlan, plans: plans.data, onDone: (answer) => onDone(answer.id) });
  const choose = (id: string) => {
    sub.choosePlan(id);
    document.getElementById('subscribe-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <>
      <PlanCards
        chosen={sub.planId}
        action={(p) => (
          <button
            type="button"
            className={p.id === sub.planId ? 'chip primary' : 'chip'}
            aria-pressed={p.id === sub.planId}
            onClick={() => choose(p.id)}
            data-testid={`choose-${p.code}`}
          >
            {p.id === sub.planId ? `✓ ${t('subscriptions.plans.chosen')}` : t('subscriptions.plans.choose')}
          </button>
        )}
      />
      <section className="sub-form-wrap" aria-label={formTitle}>
        <h2 className="sub-section-title">{formTitle}</h2>
        <SubscribeFields sub={sub} plans={plans.data} submitLabel={t('subscriptions.form.submit')} />
      </section>
    </>
  );
}
