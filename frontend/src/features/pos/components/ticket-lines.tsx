import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import type { Ticket } from '../hooks/use-ticket';
import { money } from '../lib/format';
import '../locales/register';

/** The ticket's lines: name, SKU, unit price, quantity with − and + (big targets), line total, remove. */
export function TicketLines({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  if (ticket.lines.length === 0)
    return (
      <EmptyState icon="cart" title={t('pos.counter.ticketEmpty')}>
        {t('pos.counter.ticketEmptyHint')}
      </EmptyState>
    );
  return (
    <ul className="pos-lines" data-testid="pos-ticket">
      {ticket.lines.map((l) => (
        <li key={l.productId} className="pos-line" data-testid={`pos-line-${l.sku}`}>
          <div className="pos-line-main">
            <span className="pos-line-name">{l.name}</span>
            <span className="pos-muted">
              {l.sku} · {money(l.price)}
            </span>
          </div>
          <div className="pos-qty">
            <button
              type="button"
              className="pos-qty-button"
              onClick={() => ticket.less(l.productId)}
              aria-label={t('pos.counter.less', { name: l.name })}
            >
              −
            </button>
            <span className="pos-qty-value" data-testid="pos-line-qty">
              {l.quantity}
            </span>
            <button
              type="button"
              className="pos-qty-button"
              onClick={() => ticket.more(l.productId)}
              aria-label={t('pos.counter.more', { name: l.name })}
            >
              +
            </button>
          </div>
          <strong className="pos-line-total">{money(l.price * l.quantity)}</strong>
          <button
            type="button"
            className="pos-remove"
            onClick={() => ticket.remove(l.productId)}
            aria-label={t('pos.counter.remove', { name: l.name })}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
