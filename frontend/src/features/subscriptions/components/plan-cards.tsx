import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import type { PlanView } from '@domain/subscriptions';
import { usePlans } from '../api/reads';
import { money } from '../lib/format';
import '../locales/register';

/** How many cards the skeleton shows: the shop's three plans. */
const SKELETON_CARDS = 3;

/**
 * The active plans as cards — name, cadence, price per delivery, description — each with what the
 * screen offers (choose it for the form below, or go subscribe). Loading, empty and failed states.
 */
export function PlanCards({ chosen, action }: { chosen?: string; action: (plan: PlanView) => ReactNode }) {
  const { t } = useTranslation();
  const plans = usePlans();
  if (plans.error && !plans.data)
    return (
      <LoadFailed
        title={t('subscriptions.plans.loadFailed')}
        reason={plans.error.message}
        onRetry={() => void plans.refetch()}
      />
    );
  if (!plans.data)
    return (
      <div className="sub-plans" aria-busy="true" data-testid="plans-loading">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div className="card sub-plan" key={i}>
            <div className="skeleton" style={{ width: '50%', height: 20 }} />
            <div className="skeleton" style={{ width: '40%', height: 28, marginTop: 10 }} />
            <div className="skeleton" style={{ width: '90%', marginTop: 10 }} />
            <div className="skeleton" style={{ width: '70%', marginTop: 6 }} />
          </div>
        ))}
      </div>
    );
  const active = plans.data.filter((p) => p.active);
  // The cadence's name beside a plan named otherwise ('Premium · Mensual'); the shop's own plans are named by it.
  const frequencyBadge = (p: PlanView) => {
    const label = t(`subscriptions.frequency.${p.frequency}`);
    return label.toLowerCase() === p.name.trim().toLowerCase() ? null : label;
  };
  if (active.length === 0) return <EmptyState icon="calendar" title={t('subscriptions.plans.empty')} />;
  return (
    <div className="sub-plans" data-testid="plans">
      {active.map((p) => (
        <article
          className={p.id === chosen ? 'card sub-plan chosen' : 'card sub-plan'}
          key={p.id}
          data-testid={`plan-${p.code}`}
          aria-label={p.name}
        >
          <div className="sub-plan-head">
            <h3>{p.name}</h3>
            {frequencyBadge(p) ? <Badge tone="primary">{frequencyBadge(p)}</Badge> : null}
          </div>
          <p className="sub-plan-price">
            <strong data-testid="plan-price">{money(p.price)}</strong>{' '}
            <span className="muted">
              {t('subscriptions.perDelivery')}, {t(`subscriptions.every.${p.frequency}`)}
            </span>
          </p>
          {p.description ? <p className="sub-plan-description">{p.description}</p> : null}
          <div className="sub-plan-action">{action(p)}</div>
        </article>
      ))}
    </div>
  );
}
