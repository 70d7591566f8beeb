import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { PlanView } from '@domain/subscriptions';
import { useEditPlan } from '../api/commands';
import { usePlans } from '../api/reads';
import { money } from '../lib/format';
import { AddPlanSheet, EditPlanSheet } from './plan-sheet';
import '../locales/register';

const COLUMNS = ['code', 'name', 'frequency', 'price', 'status'] as const;

/** /admin/subscription/plans: every plan (inactive ones too), 'Nuevo plan', and each one's Editar and Activar / Desactivar. */
export function PlansAdmin() {
  const { t } = useTranslation();
  const plans = usePlans(true);
  const toggle = useEditPlan();
  const [sheet, setSheet] = useState<{ kind: 'add' } | { kind: 'edit'; plan: PlanView } | null>(null);
  const p = (key: string, o?: Record<string, unknown>) => t(`subscriptions.planAdmin.${key}`, o);
  const flip = (plan: PlanView) =>
    toggle.mutate(
      { id: plan.id, body: { active: !plan.active } },
      {
        onSuccess: () =>
          toast.success(
            t(plan.active ? 'subscriptions.toast.planDeactivated' : 'subscriptions.toast.planActivated', {
              name: plan.name,
            }),
          ),
        onError: (error) => toast.error(failureText(t('subscriptions.toast.failed'), error)),
      },
    );
  return (
    <>
      <div className="chip-row">
        <Link className="chip" to="/admin/subscription">
          ‹ {t('subscriptions.admin.back')}
        </Link>
        <button type="button" className="chip primary" onClick={() => setSheet({ kind: 'add' })} data-testid="add-plan">
          {p('add')}
        </button>
      </div>
      {plans.error && !plans.data ? (
        <LoadFailed
          title={t('subscriptions.plans.loadFailed')}
          reason={plans.error.message}
          onRetry={() => void plans.refetch()}
        />
      ) : plans.data && plans.data.length === 0 ? (
        <EmptyState icon="calendar" title={p('empty')} />
      ) : (
        <div className="data-table-wrap" aria-busy={!plans.data}>
          <table className="data-table stacks sub-table" data-testid="plans-table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} className={c === 'price' ? 'num' : undefined}>
                    {p(`columns.${c}`)}
                  </th>
                ))}
                <th aria-label={t('subscriptions.actions.label')} />
              </tr>
            </thead>
            <tbody>
              {!plans.data ? (
                <SkeletonTableRows rows={3} cells={[undefined, undefined, undefined, 'num', undefined, undefined]} />
              ) : (
                plans.data.map((plan) => (
                  <tr key={plan.id} data-testid={`plan-row-${plan.code}`} data-active={plan.active}>
                    <td data-label={p('columns.code')}>
                      <span className="sub-code">{plan.code}</span>
                    </td>
                    <td data-label={p('columns.name')}>
                      <strong>{plan.name}</strong>
                      {plan.description ? <div className="sub-cell-note">{plan.description}</div> : null}
                    </td>
                    <td data-label={p('columns.frequency')}>{t(`subscriptions.frequency.${plan.frequency}`)}</td>
                    <td data-label={p('columns.price')} className="num">
                      {money(plan.price)}
                    </td>
                    <td data-label={p('columns.status')}>
                      <Badge tone={plan.active ? 'success' : ''}>{plan.active ? p('active') : p('inactive')}</Badge>
                    </td>
                    <td className="sub-cell-actions">
                      <button type="button" className="chip small" onClick={() => setSheet({ kind: 'edit', plan })}>
                        {p('edit')}
                      </button>
                      <button
                        type="button"
                        className={plan.active ? 'chip small danger' : 'chip small primary'}
                        disabled={toggle.isPending && toggle.variables?.id === plan.id}
                        onClick={() => flip(plan)}
                      >
                        {plan.active ? p('deactivate') : p('activate')}
                      </button>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {sheet?.kind === 'add' ? <AddPlanSheet onClose={() => setSheet(null)} /> : null}
      {sheet?.kind === 'edit' ? <EditPlanSheet plan={sheet.plan} onClose={() => setSheet(null)} /> : null}
    </>
  );
}
