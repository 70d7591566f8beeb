import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatCount, formatMoney } from '@/lib/money';
import type { AgreementStatus, AgreementView } from '@domain/consignment';
import type { LinesKind } from './lines-sheet';

const TONE: Record<AgreementStatus, string> = {
  active: 'success',
  completed: 'primary',
  cancelled: 'danger',
  settled: '',
};
const dayFormat = new Intl.DateTimeFormat('es-MX', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2026-03-05' → '05 mar 2026', read as a calendar day so no time zone shifts it. */
const formatDay = (day: string) => (day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : '—');

/** One agreement of the local copy: code (last 6 of the id), partner, status, dates, items with what remains. */
export function AgreementCard({
  agreement: a,
  onLines,
}: {
  agreement: AgreementView;
  onLines: (kind: LinesKind, a: AgreementView) => void;
}) {
  const { t } = useTranslation();
  const code = a.id.slice(-6).toUpperCase();
  const remaining = a.items.some((i) => i.remaining > 0);
  return (
    <article className="card oi-agreement" data-testid="offline-agreement" data-code={code}>
      <div className="oi-agreement-head">
        <strong className="mono">{code}</strong>
        <Badge tone={TONE[a.status]} data-status={a.status}>
          {t(`offlineInventory.consignments.status.${a.status}`)}
        </Badge>
      </div>
      <div className="oi-agreement-partner">{a.partner.tradeName || a.partner.businessName}</div>
      <div className="oi-muted">
        {t('offlineInventory.consignments.period', { start: formatDay(a.startDate), end: formatDay(a.endDate) })}
      </div>
      <ul className="oi-items">
        {a.items.map((i) => (
          <li key={i.product}>
            <span>{i.productName || i.sku}</span>
            <span className="oi-muted" data-testid="item-remaining">
              {t('offlineInventory.consignments.remaining', {
                remaining: formatCount(i.remaining),
                quantity: formatCount(i.quantity),
              })}
            </span>
          </li>
        ))}
      </ul>
      <div className="oi-muted">
        {t('offlineInventory.consignments.values', {
          total: formatMoney(a.totalValue),
          sold: formatMoney(a.soldValue),
        })}
      </div>
      {a.status === 'active' && remaining ? (
        <div className="chip-row">
          <button type="button" className="chip small" onClick={() => onLines('sale', a)}>
            {t('offlineInventory.consignments.sale')}
          </button>
          <button type="button" className="chip small" onClick={() => onLines('return', a)}>
            {t('offlineInventory.consignments.return')}
          </button>
        </div>
      ) : null}
    </article>
  );
}
