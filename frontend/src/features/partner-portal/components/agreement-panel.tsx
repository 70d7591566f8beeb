import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/lib/money';
import type { AgreementItemView, AgreementView } from '@domain/consignment';
import { dayIn } from '../lib/portal-dates';

export type ItemAction = (kind: 'history' | 'report', agreement: AgreementView, item: AgreementItemView) => void;

const STATUS_TONE: Record<AgreementView['status'], string> = {
  active: 'primary',
  completed: 'success',
  cancelled: 'danger',
  settled: 'settled',
};
const ITEM_TONE: Record<AgreementItemView['status'], string> = { pending: '', partial: 'warning', sold: 'success' };
const FIGURES = [
  ['placed', (i: AgreementItemView) => i.quantity],
  ['sold', (i: AgreementItemView) => i.soldQuantity],
  ['returned', (i: AgreementItemView) => i.returnedQuantity],
  ['onHand', (i: AgreementItemView) => i.remaining],
] as const;

/**
 * One agreement as the partner reads it: its code, state and days, what was sold and what that leaves
 * for the shop, and each item placed, sold, returned and on hand. A table where there is room, a block
 * of labelled figures per item where there is not (a phone): partner-portal.css, a container query.
 */
export function AgreementPanel({ agreement: a, onItem }: { agreement: AgreementView; onItem: ItemAction }) {
  const { t, i18n } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`partnerPortal.agreements.${key}`, o);
  const col = (c: string) => w(`columns.${c}`);
  // A line can be questioned while the agreement stands and after its settlement (the statement's figures).
  const reportable = a.status !== 'cancelled';
  return (
    <article className="card portal-agreement" data-testid={`portal-agreement-${a.code}`}>
      <div className="portal-agreement-head">
        <h3>{w('code', { code: a.code })}</h3>
        <span className={`badge ${STATUS_TONE[a.status]}`} data-testid="portal-agreement-status" data-status={a.status}>
          {t(`partnerPortal.status.${a.status}`)}
        </span>
      </div>
      <div className="portal-muted">
        {w('period', { start: dayIn(a.startDate, i18n.language), end: dayIn(a.endDate, i18n.language) })}
      </div>
      <dl className="figures portal-agreement-figures">
        <dt>{w('sold')}</dt>
        <dd data-testid="portal-agreement-sold">{formatMoney(a.soldValue)}</dd>
        <dt>{w('commission')}</dt>
        <dd>{formatMoney(a.commissionTotal)}</dd>
        <dt>{w('net')}</dt>
        <dd data-testid="portal-agreement-net">{formatMoney(a.netValue)}</dd>
      </dl>
      <div className="data-table-wrap portal-table-wrap">
        <table className="data-table portal-table" data-testid="portal-items">
          <thead>
            <tr>
              <th scope="col">{col('product')}</th>
              {FIGURES.map(([c]) => (
                <th key={c} scope="col" className="num">
                  {col(c)}
                </th>
              ))}
              <th scope="col">{col('status')}</th>
            </tr>
          </thead>
          <tbody>
            {a.items.map((i) => (
              <tr key={i.product} data-testid={`portal-item-${i.sku}`}>
                <td className="portal-product">
                  <button type="button" className="portal-item-link" onClick={() => onItem('history', a, i)}>
                    {i.productName}
                  </button>
                  <div className="row-subtitle">{i.sku}</div>
                  {reportable ? (
                    <button type="button" className="portal-report" onClick={() => onItem('report', a, i)}>
                      {w('report')}
                    </button>
                  ) : null}
                </td>
                {FIGURES.map(([c, of]) => (
                  <td key={c} className="num" data-label={col(c)} data-testid={`item-${c}`}>
                    {formatCount(of(i))}
                  </td>
                ))}
                <td className="portal-status">
                  <span className={`badge ${ITEM_TONE[i.status]}`}>{t(`partnerPortal.itemStatus.${i.status}`)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
