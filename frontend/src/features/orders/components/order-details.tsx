import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderPaymentView, OrderView } from '@domain/orders';
import { deliveryDay, moment, money } from '../lib/format';
import { OrderStatusBadge } from './status-badge';
import { StatusTimeline } from './status-timeline';
import '../locales/register';

/** What the order sheet shows: where it stands, what was ordered and what it costs, where it goes, how it is paid. */
export function OrderDetails({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const a = order.deliveryAddress;
  return (
    <div className="or-details" data-testid="order-details" data-status={order.status}>
      <p className="or-sheet-meta">
        <OrderStatusBadge status={order.status} />
        <span>{t('orders.detail.placedAt', { at: moment(order.placedAt) })}</span>
      </p>
      <Section title={t('orders.detail.timeline')}>
        <StatusTimeline status={order.status} history={order.history} pickedUpAt={order.pickedUpAt} showReason />
      </Section>
      <Section title={t('orders.detail.items')}>
        <ul className="or-items" data-testid="order-items">
          {order.items.map((i) => (
            <li key={i.productId}>
              <span className="or-item-name">{i.name}</span>
              <span className="or-item-qty">
                {i.quantity} × {money(i.unitPrice)}
              </span>
              <span className="or-item-total">{money(i.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="figures live-totals or-totals">
          <dt>{t('orders.detail.subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
          <dt>{t('orders.detail.deliveryFee')}</dt>
          <dd>{money(order.deliveryFee)}</dd>
          <dt className="net">{t('orders.detail.total')}</dt>
          <dd className="net" data-testid="order-detail-total">
            {money(order.total)}
          </dd>
        </dl>
      </Section>
      <Section title={t('orders.detail.delivery')}>
        <Facts
          rows={[
            [t('orders.detail.date'), deliveryDay(order.deliveryDate, 'long')],
            [t('orders.detail.zone'), order.zone.name],
            [t('orders.detail.address'), `${a.street}, ${a.city}, ${a.state} ${a.zipCode}`],
            [t('orders.detail.recipient'), order.recipientName],
            [t('orders.detail.phone'), order.recipientPhone],
            [t('orders.detail.card'), order.cardMessage || null],
            [t('orders.detail.notes'), order.notes || null],
          ]}
        />
      </Section>
      <Section title={t('orders.detail.payment')}>
        <Facts
          rows={[
            [
              t('orders.detail.payment'),
              order.status === 'cancelled' && !order.payment ? (
                t('orders.detail.noCharge')
              ) : (
                <PaymentText key="p" payment={order.payment} />
              ),
            ],
            [
              t('orders.detail.tracking'),
              order.trackingCode ? (
                <Link key="t" to={`/track/${order.trackingCode}`} className="or-code" data-testid="tracking-link">
                  {order.trackingCode}
                </Link>
              ) : null,
            ],
          ]}
        />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="group" aria-label={title}>
      <h3 className="group-header">{title}</h3>
      <div className="group-body">{children}</div>
    </section>
  );
}

/** Label–value lines; a value that is null (no card message, no notes) leaves its line out. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="or-facts">
      {rows
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** 'Efectivo, al entregar ($120.00)', or that it is still to be paid. */
export function PaymentText({ payment }: { payment: OrderPaymentView | null }) {
  const { t } = useTranslation();
  if (!payment) return <>{t('orders.detail.unpaid')}</>;
  return (
    <>
      {t('orders.detail.paid', {
        method: t(`orders.pay.${payment.method}`),
        place: t(`orders.pay.${payment.place}`).toLowerCase(),
        amount: money(payment.amount),
      })}
    </>
  );
}
