import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LargeTitle } from '@/components/ui/large-title';
import { LOGIN_PATH } from '@/config/app';
import { useSessionStore } from '@/stores/session-store';
import { PlanCards } from './plan-cards';
import '../locales/register';

/** A guest's way to subscribe: the login, which comes back to /subscriptions with the plan chosen. */
const loginTo = (path: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;

/**
 * /subscription/plans (public; the chat's target): the active plans, each with its way to subscribe —
 * /subscriptions with that plan chosen, through the login for a guest.
 */
export function PublicPlans() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  return (
    <div className="sub-home" data-testid="public-plans">
      <LargeTitle title={t('subscriptions.plans.title')} subtitle={t('subscriptions.plans.subtitle')} />
      <PlanCards
        action={(p) => {
          const target = `/subscriptions?plan=${encodeURIComponent(p.id)}`;
          return (
            <Link
              className="button sub-plan-button"
              to={user ? target : loginTo(target)}
              data-testid={`subscribe-${p.code}`}
            >
              {user ? t('subscriptions.plans.subscribe') : t('subscriptions.plans.loginToSubscribe')}
            </Link>
          );
        }}
      />
      <p className="notice sub-zones">{t('subscriptions.plans.zones')}</p>
    </div>
  );
}
