import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderView } from '@domain/orders';
import { Badge } from '@/components/ui/badge';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { Icon } from '@/components/ui/icon';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { usePlacedOrder } from '../api/reads';
import { shopMoney } from '../lib/money';
import { shownDeliveryDay } from '../lib/shop-clock';

const TONE: Record<OrderView['status'], string> = {
  pending: 'warning',
  confirmed: 'primary',
  preparing: 'primary',
  ready: 'primary',
  out_for_delivery: 'primary',
  delivered: 'success',
  cancelled: 'danger',
};

function Totals({ order: o }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <GroupedList header={t('storefront.cart.lines')} footer={t('storefront.cart.payment')}>
      {o.items.map((i) => (
        <ListRow
          key={i.productId}
          title={i.name}
          subtitle={`${i.quantity} × ${shopMoney(i.unitPrice)}`}
          detail={shopMoney(i.lineTotal)}
        />
      ))}
      <dl className="figures live-totals">
        <dt>{t('storefront.cart.subtotal')}</dt>
        <dd>{shopMoney(o.subtotal)}</dd>
        <dt>{t('storefront.cart.shipping')}</dt>
        <dd data-testid="order-fee">{shopMoney(o.deliveryFee)}</dd>
        <dt className="net">{t('storefront.cart.total')}</dt>
        <dd className="net" data-testid="order-total">
          {shopMoney(o.total)}
        </dd>
      </dl>
    </GroupedList>
  );
}

/**
 * After 'Realizar pedido': the order's number, its tracking code and the link to follow it. An order
 * read cancelled (opened again after a cancel, or one placed before issue 41 that the stock reactor
 * cancelled for short stock) shows its reason instead of the thanks.
 */
export function OrderConfirmation({ id, position }: { id: string; position: string | undefined }) {
  const { t } = useTranslation();
  const query = usePlacedOrder(id, position);
  const o = query.data;
  if (!o)
    return query.error ? (
      <LoadFailed
        title={t('storefront.confirmation.loadFailed')}
        reason={query.error.message}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <SkeletonRows rows={4} />
    );
  const cancelled = o.status === 'cancelled';
  return (
    <div className="sf-confirmation" data-testid="order-confirmation" data-status={o.status}>
      <header className="sf-confirmation-head">
        <span className={cancelled ? 'sf-confirmation-icon danger' : 'sf-confirmation-icon'} aria-hidden>
          <Icon name={cancelled ? 'alert' : 'heart'} size={28} />
        </span>
        <h1>{t(cancelled ? 'storefront.confirmation.cancelled' : 'storefront.confirmation.title')}</h1>
        {cancelled ? (
          <p className="form-error" role="alert" data-testid="order-cancel-reason">
            {o.cancelReason}
          </p>
        ) : (
          <p>{t('storefront.confirmation.subtitle')}</p>
        )}
      </header>
      <GroupedList>
        <ListRow
          title={t('storefront.confirmation.number')}
          detail={<strong data-testid="order-number">{o.orderNumber}</strong>}
        />
        {o.trackingCode ? (
          <ListRow
            title={t('storefront.confirmation.tracking')}
            detail={
              <code className="sf-code" data-testid="tracking-code">
                {o.trackingCode}
              </code>
            }
          />
        ) : null}
        <ListRow
          title={t('storefront.confirmation.status')}
          detail={
            <Badge tone={TONE[o.status]} data-testid="order-status">
              {t(`storefront.status.${o.status}`)}
            </Badge>
          }
        />
        <ListRow
          title={t('storefront.confirmation.delivery')}
          detail={t('storefront.confirmation.deliveryLine', {
            day: shownDeliveryDay(o.deliveryDate),
            zone: o.zoneName,
          })}
        />
        <ListRow title={t('storefront.confirmation.recipient')} detail={o.recipientName} />
      </GroupedList>
      <Totals order={o} />
      <div className="sf-confirmation-actions">
        {o.trackingCode && !cancelled ? (
          <Link className="button" to={`/track/${o.trackingCode}`} data-testid="track-link">
            {t('storefront.confirmation.track')}
          </Link>
        ) : null}
        <Link className="button plain" to="/catalog">
          {t('storefront.confirmation.again')}
        </Link>
      </div>
    </div>
  );
}
