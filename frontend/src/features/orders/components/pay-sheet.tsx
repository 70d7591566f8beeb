import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/ui/load-failed';
import { Sheet } from '@/components/ui/sheet';
import { SkeletonRows } from '@/components/ui/skeleton';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { PAYMENT_METHODS, PAYMENT_PLACES, type OrderListItem } from '@domain/orders';
import { usePayOrder, type Payment } from '../api/commands';
import { useOrder } from '../api/reads';
import { money } from '../lib/format';
import { PaymentText } from './order-details';
import '../locales/register';

/**
 * 'Registrar pago': cash or card, at the door or at the counter, for the order's total. The list does
 * not say whether an order is paid, so the sheet reads the order first and says so when it already is.
 */
export function PaySheet({ order, onClose }: { order: OrderListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useOrder(order.id);
  const pay = usePayOrder();
  const [payment, setPayment] = useState<Payment>({ method: 'cash', place: 'delivery' });
  const submit = () =>
    pay.mutate(
      { id: order.id, payment },
      {
        onSuccess: () => {
          toast.success(t('orders.toast.paid', { number: order.orderNumber }));
          onClose();
        },
        onError: (error) => toast.error(failureText(t('orders.toast.payFailed'), error)),
      },
    );
  const paid = detail.data?.payment;
  return (
    <Sheet title={`${t('orders.pay.title')} · ${order.orderNumber}`} open onClose={onClose}>
      <dl className="figures live-totals group-body">
        <dt className="net">{t('orders.pay.total')}</dt>
        <dd className="net" data-testid="pay-total">
          {money(order.total)}
        </dd>
      </dl>
      {detail.error ? (
        <LoadFailed
          title={t('orders.detail.loadFailed')}
          reason={detail.error.message}
          onRetry={() => void detail.refetch()}
        />
      ) : !detail.data ? (
        <SkeletonRows rows={2} />
      ) : paid ? (
        <p className="notice" data-testid="already-paid">
          {t('orders.pay.already')} <PaymentText payment={paid} />
        </p>
      ) : (
        <div className="or-pay" data-testid="pay-form">
          <Choice
            label={t('orders.pay.method')}
            options={PAYMENT_METHODS}
            value={payment.method}
            onChange={(method) => setPayment((p) => ({ ...p, method }))}
          />
          <Choice
            label={t('orders.pay.place')}
            options={PAYMENT_PLACES}
            value={payment.place}
            onChange={(place) => setPayment((p) => ({ ...p, place }))}
          />
        </div>
      )}
      <div className="sheet-actions">
        <button type="button" className="button plain" onClick={onClose}>
          {t('orders.cancel.back')}
        </button>
        {detail.data && !paid ? (
          <button type="button" className="button" disabled={pay.isPending} onClick={submit} data-testid="pay-submit">
            {pay.isPending ? t('common.saving') : t('orders.pay.confirm')}
          </button>
        ) : null}
      </div>
    </Sheet>
  );
}

function Choice<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="or-choice">
      <span className="or-choice-label">{props.label}</span>
      <div className="segmented" role="group" aria-label={props.label}>
        {props.options.map((o) => (
          <button key={o} type="button" aria-pressed={o === props.value} onClick={() => props.onChange(o)}>
            {t(`orders.pay.${o}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
