import { useTranslation } from 'react-i18next';
import type { SubscriptionPaymentView } from '@domain/subscriptions';
import { day, money, moment } from '../lib/format';
import { ChargeBadge } from './status-badge';
import '../locales/register';

export type ChargeAction = 'pay' | 'waive';

/**
 * Each cycle's charge (spec 7's payments), newest first: the amount, Pendiente / Pagado / Exonerado,
 * how and when it was paid or why it was forgiven; the staff collect or waive the due ones.
 */
export function ChargeList({
  payments,
  onAction,
}: {
  payments: SubscriptionPaymentView[];
  /** Staff only: the due charges offer Cobrar and Exonerar. */
  onAction?: (action: ChargeAction, charge: SubscriptionPaymentView) => void;
}) {
  const { t } = useTranslation();
  const sorted = [...payments].sort((a, b) => b.deliveryDate.localeCompare(a.deliveryDate));
  const line = (p: SubscriptionPaymentView) =>
    p.status === 'paid'
      ? t('subscriptions.detail.chargePaid', {
          method: p.method ? t(`subscriptions.method.${p.method}`) : '',
          at: p.paidAt ? moment(p.paidAt) : '',
        })
      : p.status === 'waived'
        ? t('subscriptions.detail.chargeWaived', { reason: p.waivedReason ?? '' })
        : t('subscriptions.detail.chargeDue', { day: day(p.deliveryDate, 'short') });
  return (
    <section className="group" aria-label={t('subscriptions.detail.charges')}>
      <h2 className="group-header">{t('subscriptions.detail.charges')}</h2>
      <div className="group-body" data-testid="charges">
        {sorted.length === 0 ? (
          <p className="sub-empty-line" data-testid="no-charges">
            {t('subscriptions.detail.noCharges')}
          </p>
        ) : (
          sorted.map((p) => (
            <div className="row sub-charge" key={p.cycleDay} data-testid="charge-row" data-cycle={p.cycleDay}>
              <span className="row-main">
                <span className="row-title">
                  {day(p.deliveryDate, 'long')} · <strong>{money(p.amount)}</strong>
                </span>
                <div className="row-subtitle">{line(p)}</div>
                {onAction && p.status === 'due' ? (
                  <div className="chip-row sub-charge-actions">
                    <button type="button" className="chip small primary" onClick={() => onAction('pay', p)}>
                      {t('subscriptions.actions.pay')}
                    </button>
                    <button type="button" className="chip small" onClick={() => onAction('waive', p)}>
                      {t('subscriptions.actions.waive')}
                    </button>
                  </div>
                ) : null}
              </span>
              <span className="row-detail">
                <ChargeBadge status={p.status} />
              </span>
            </div>
          ))
        )}
      </div>
    </section>
  );
}
