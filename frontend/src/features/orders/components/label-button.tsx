import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { OrderListItem } from '@domain/orders';
import { downloadDeliveryLabel } from '../api/reads';
import '../locales/register';

/** 'Etiqueta': the order's delivery label as a PDF, through the same file helper as invoices and statements. */
export function LabelButton({ order }: { order: Pick<OrderListItem, 'id' | 'orderNumber'> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await downloadDeliveryLabel(order.id, order.orderNumber);
    } catch (error) {
      toast.error(failureText(t('orders.toast.labelFailed'), error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="chip small"
      onClick={() => void open()}
      disabled={busy}
      // A hint, not the name: the row's group already names the order ('Acciones del pedido …').
      title={t('orders.queue.actions.deliveryLabelName', { number: order.orderNumber })}
      data-testid="delivery-label"
    >
      {busy ? t('orders.queue.actions.opening') : t('orders.queue.actions.deliveryLabel')}
    </button>
  );
}
