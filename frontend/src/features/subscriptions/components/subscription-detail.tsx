import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { EmptyState } from '@/components/ui/empty-state';
import { LargeTitle } from '@/components/ui/large-title';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { SubscriptionDetail as Detail, SubscriptionPaymentView } from '@domain/subscriptions';
import { useResumeSubscription } from '../api/commands';
import { useSubscription } from '../api/reads';
import { shopToday } from '../lib/format';
import { nextLine, planLabel } from '../lib/lines';
import { mayChange, mayPause, mayResume } from '../lib/status';
import { CancelSheet, PauseSheet, SkipSheet } from './action-sheets';
import { ChangeAddressSheet, ChangePlanSheet } from './change-sheets';
import { PayChargeSheet, WaiveChargeSheet } from './charge-sheets';
import { ChargeList, type ChargeAction } from './charge-list';
import { DeliveryList } from './delivery-list';
import { DetailFacts } from './detail-facts';
import '../locales/register';

type Open =
  | { kind: 'pause' | 'skip' | 'cancel' | 'plan' | 'address' }
  | { kind: ChargeAction; charge: SubscriptionPaymentView }
  | null;

interface Props {
  id: string;
  /** Staff (/admin/subscription/:id): the customer's name, and the charges' Cobrar and Exonerar. */
  staff: boolean;
  /** Where 'Suscripciones' goes back to. */
  backTo: string;
}

/**
 * A subscription's page: where it stands, what it allows (Pausar, Reanudar, Omitir la próxima,
 * Cancelar, each confirmed in a sheet; Cambiar plan or dirección), its next deliveries and its charges.
 */
export function SubscriptionDetail({ id, staff, backTo }: Props) {
  const { t } = useTranslation();
  const view = useSubscription(id);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const back = (
    <Link className="back-link" to={backTo} data-testid="back-link">
      ‹ {t('subscriptions.detail.back')}
    </Link>
  );
  if (view.error && !view.data) {
    const missing = view.error instanceof ApiError && view.error.status === 404;
    return (
      <div className="sub-detail" data-testid="subscription-detail-failed">
        {back}
        {missing ? (
          <EmptyState icon="search" title={t('subscriptions.detail.notFound')}>
            {view.error.message}
          </EmptyState>
        ) : (
          <LoadFailed
            title={t('subscriptions.detail.loadFailed')}
            reason={view.error.message}
            onRetry={() => void view.refetch()}
          />
        )}
      </div>
    );
  }
  if (!view.data)
    return (
      <div className="sub-detail" aria-busy="true" data-testid="subscription-detail-loading">
        {back}
        <div className="skeleton" style={{ width: '45%', height: 34, margin: '16px 4px 12px' }} />
        <div className="sub-columns">
          <SkeletonRows rows={6} />
          <SkeletonRows rows={4} />
        </div>
      </div>
    );
  const s = view.data.subscription;
  return (
    <div className="sub-detail" data-testid="subscription-detail" data-status={s.status}>
      {back}
      <LargeTitle title={planLabel(t, s)} subtitle={<span data-testid="detail-line">{nextLine(t, s)}</span>} />
      <Actions s={s} onOpen={(kind) => setOpen({ kind })} />
      <div className="sub-columns">
        <div>
          <DetailFacts s={s} staff={staff} />
        </div>
        <div>
          <DeliveryList view={view.data} today={shopToday()} />
          <ChargeList
            payments={view.data.payments}
            onAction={staff ? (kind, charge) => setOpen({ kind, charge }) : undefined}
          />
        </div>
      </div>
      {open?.kind === 'pause' ? <PauseSheet subscription={s} onClose={close} /> : null}
      {open?.kind === 'skip' ? <SkipSheet subscription={s} onClose={close} /> : null}
      {open?.kind === 'cancel' ? <CancelSheet subscription={s} onClose={close} /> : null}
      {open?.kind === 'plan' ? <ChangePlanSheet subscription={s} onClose={close} /> : null}
      {open?.kind === 'address' ? <ChangeAddressSheet subscription={s} onClose={close} /> : null}
      {open?.kind === 'pay' ? <PayChargeSheet subscriptionId={s.id} charge={open.charge} onClose={close} /> : null}
      {open?.kind === 'waive' ? <WaiveChargeSheet subscriptionId={s.id} charge={open.charge} onClose={close} /> : null}
    </div>
  );
}

/** What the subscription allows now; Reanudar needs no confirmation (it only brings deliveries back). */
function Actions({
  s,
  onOpen,
}: {
  s: Detail;
  onOpen: (kind: 'pause' | 'skip' | 'cancel' | 'plan' | 'address') => void;
}) {
  const { t } = useTranslation();
  const resume = useResumeSubscription();
  const a = (key: string) => t(`subscriptions.actions.${key}`);
  if (!mayChange(s.status))
    return (
      <p className="notice" data-testid="cancelled-notice">
        {t('subscriptions.detail.cancelledNotice')}
      </p>
    );
  const doResume = () =>
    resume.mutate(
      { id: s.id },
      {
        onSuccess: () => toast.success(t('subscriptions.toast.resumed')),
        onError: (error) => toast.error(failureText(t('subscriptions.toast.failed'), error)),
      },
    );
  return (
    <div className="chip-row sub-actions" role="group" aria-label={a('label')} data-testid="subscription-actions">
      {mayResume(s.status) ? (
        <button type="button" className="chip primary" onClick={doResume} disabled={resume.isPending}>
          {resume.isPending ? t('common.saving') : a('resume')}
        </button>
      ) : null}
      {mayPause(s.status) ? (
        <button type="button" className="chip" onClick={() => onOpen('pause')}>
          {a('pause')}
        </button>
      ) : null}
      {s.nextDeliveryDate ? (
        <button type="button" className="chip" onClick={() => onOpen('skip')}>
          {a('skip')}
        </button>
      ) : null}
      <button type="button" className="chip" onClick={() => onOpen('plan')}>
        {a('changePlan')}
      </button>
      <button type="button" className="chip" onClick={() => onOpen('address')}>
        {a('changeAddress')}
      </button>
      <button type="button" className="chip danger" onClick={() => onOpen('cancel')}>
        {a('cancel')}
      </button>
    </div>
  );
}
