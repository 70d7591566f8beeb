import { useTranslation } from 'react-i18next';
import { money } from '../lib/format';
import type { Totals } from '../lib/ticket';
import type { useTicket } from '../hooks/use-ticket';
import '../locales/register';

interface Props {
  ticket: Pick<ReturnType<typeof useTicket>, 'lines' | 'discount' | 'setDiscount'>;
  totals: Totals;
  /** The shop's IVA, percent. */
  taxRate: number;
  mayDiscount: boolean;
  onDiscount: () => void;
}

/** The ticket's sums (subtotal, the discount with its reason, IVA, total) and the supervisor's discount button. */
export function TicketTotals({ ticket, totals, taxRate, mayDiscount, onDiscount }: Props) {
  const { t } = useTranslation();
  const c = (key: string, o?: Record<string, unknown>) => t(`pos.counter.${key}`, o);
  const empty = ticket.lines.length === 0;
  return (
    <>
      <dl className="pos-totals" data-testid="pos-totals">
        <dt>{c('subtotal')}</dt>
        <dd>{money(totals.subtotal)}</dd>
        {ticket.discount ? (
          <>
            <dt>
              {c('discount')} · {ticket.discount.reason}
            </dt>
            <dd data-testid="pos-discount-amount">−{money(totals.discount)}</dd>
          </>
        ) : null}
        <dt>{c('tax', { rate: taxRate })}</dt>
        <dd>{money(totals.tax)}</dd>
        <dt className="grand">{c('total')}</dt>
        <dd className="grand" data-testid="pos-total">
          {money(totals.total)}
        </dd>
      </dl>
      <div className="pos-discount">
        <button
          type="button"
          className="button plain"
          disabled={!mayDiscount || empty}
          onClick={onDiscount}
          aria-describedby={mayDiscount ? undefined : 'pos-discount-why'}
          data-testid="pos-discount"
        >
          {c('discountButton')}
        </button>
        {ticket.discount ? (
          <button type="button" className="link-button" onClick={() => ticket.setDiscount(null)}>
            {c('discountRemove')}
          </button>
        ) : null}
        {!mayDiscount ? (
          <p id="pos-discount-why" className="pos-muted" data-testid="pos-discount-why">
            {c('discountOnly')}
          </p>
        ) : null}
      </div>
    </>
  );
}
