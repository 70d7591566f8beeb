import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@domain/orders';
import { NEXT_STEP, staffMayCancel, type Step } from '../lib/status';
import { LabelButton } from './label-button';
import '../locales/register';

export type QueueAction = 'pay' | 'cancel';

interface Props {
  order: OrderListItem;
  busy: boolean;
  onStep: (order: OrderListItem, step: Step) => void;
  onAction: (action: QueueAction, order: OrderListItem) => void;
}

/**
 * A row's buttons: the one next step (Confirmar → Preparar → Marcar listo), 'Registrar pago', the
 * delivery label to print, 'Cancelar'.
 */
export function QueueActions({ order, busy, onStep, onAction }: Props) {
  const { t } = useTranslation();
  const next = NEXT_STEP[order.status];
  // A cancelled order takes no step, payment or cancellation: the cell stays empty.
  if (order.status === 'cancelled') return null;
  return (
    <div
      className="or-actions"
      role="group"
      aria-label={t('orders.queue.actions.label', { number: order.orderNumber })}
    >
      {next ? (
        <button
          type="button"
          className="chip small primary"
          disabled={busy}
          onClick={() => onStep(order, next)}
          data-testid={`step-${next}`}
        >
          {t(`orders.queue.actions.${next}`)}
        </button>
      ) : null}
      {order.paid ? (
        <span className="badge success" data-testid="order-paid">
          {t('orders.queue.actions.paid')}
        </span>
      ) : (
        <button type="button" className="chip small" onClick={() => onAction('pay', order)} data-testid="pay-order">
          {t('orders.queue.actions.pay')}
        </button>
      )}
      <LabelButton order={order} />
      {staffMayCancel(order.status) ? (
        <button
          type="button"
          className="chip small danger"
          onClick={() => onAction('cancel', order)}
          data-testid="cancel-order"
        >
          {t('orders.queue.actions.cancel')}
        </button>
      ) : null}
    </div>
  );
}
