import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/lib/money';
import type { AgreementView } from '@domain/consignment';
import { formatDay } from '../lib/dates';
import { StatementButton } from './statement-button';
import { StatusBadge } from './status-badge';

export type AgreementAction = 'details' | 'sale' | 'return' | 'settle';

/** Units agreed, sold and returned over all the agreement's items. */
export function unitsOf(a: AgreementView) {
  return a.items.reduce(
    (u, i) => ({
      total: u.total + i.quantity,
      sold: u.sold + i.soldQuantity,
      returned: u.returned + i.returnedQuantity,
    }),
    { total: 0, sold: 0, returned: 0 },
  );
}

/** Spec 2.5's agreement card: the id's last 6 characters, partner, dates, status, totals, item progress. */
export function AgreementCard({
  agreement: a,
  onAction,
}: {
  agreement: AgreementView;
  onAction: (action: AgreementAction, a: AgreementView) => void;
}) {
  const { t } = useTranslation();
  const units = unitsOf(a);
  const pct = (n: number) => `${units.total ? (100 * n) / units.total : 0}%`;
  const money = (n: number) => formatMoney(n);
  return (
    <article
      className="card agreement-card"
      data-testid={`agreement-${a.code}`}
      aria-label={t('consignment.card.code', { code: a.code })}
    >
      <div className="agreement-head">
        <button
          type="button"
          className="agreement-code"
          onClick={() => onAction('details', a)}
          data-testid="agreement-code"
        >
          {a.code}
        </button>
        <StatusBadge status={a.status} />
      </div>
      <div className="agreement-partner" data-testid="agreement-partner">
        {a.partner.tradeName || a.partner.businessName}
      </div>
      <div className="agreement-dates">
        {t('consignment.card.period', { start: formatDay(a.startDate), end: formatDay(a.endDate) })}
      </div>
      <dl className="figures agreement-totals">
        <dt>{t('consignment.card.totalValue')}</dt>
        <dd data-testid="agreement-total">{money(a.totalValue)}</dd>
        <dt>{t('consignment.card.soldValue')}</dt>
        <dd data-testid="agreement-sold">{money(a.soldValue)}</dd>
        <dt>{t('consignment.card.commission')}</dt>
        <dd>{money(a.commissionTotal)}</dd>
        <dt>{t('consignment.card.net')}</dt>
        <dd data-testid="agreement-net">{money(a.netValue)}</dd>
      </dl>
      <div className="agreement-progress">
        <div className="progress-track" role="img" aria-label={t('consignment.card.progress', progressOf(units))}>
          <span className="progress-sold" style={{ width: pct(units.sold) }} />
          <span className="progress-returned" style={{ width: pct(units.returned) }} />
        </div>
        <span data-testid="agreement-progress">{t('consignment.card.progress', progressOf(units))}</span>
      </div>
      <div className="chip-row">
        <button type="button" className="chip small" onClick={() => onAction('details', a)}>
          {t('consignment.actions.details')}
        </button>
        {a.status === 'active' ? (
          <>
            <button type="button" className="chip small primary" onClick={() => onAction('sale', a)}>
              {t('consignment.actions.sale')}
            </button>
            <button type="button" className="chip small" onClick={() => onAction('return', a)}>
              {t('consignment.actions.returnShort')}
            </button>
            <button type="button" className="chip small" onClick={() => onAction('settle', a)}>
              {t('consignment.actions.settleShort')}
            </button>
          </>
        ) : null}
        {a.status === 'settled' ? <StatementButton agreement={a} small /> : null}
      </div>
    </article>
  );
}

const progressOf = (u: { total: number; sold: number; returned: number }) => ({
  sold: formatCount(u.sold),
  total: formatCount(u.total),
  returned: formatCount(u.returned),
});
