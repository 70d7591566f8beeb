import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { deliveredOn, type SubscriptionByIdView } from '@domain/subscriptions';
import { day } from '../lib/format';
import { isUpcoming } from '../lib/status';
import { DeliveryStateBadge } from './status-badge';
import '../locales/register';

/**
 * The next deliveries (planned, scheduled, on their way — and the skipped ones, so the customer sees
 * the gap), then the past ones, newest first. A scheduled one links to its public tracking page.
 */
export function DeliveryList({ view, today }: { view: SubscriptionByIdView; today: string }) {
  const { t } = useTranslation();
  const s = view.subscription;
  const upcoming = view.deliveries
    .filter((d) => isUpcoming(d.status))
    .map((d) => ({ key: d.cycleDay, date: d.deliveryDate, delivery: d }));
  // A cancelled subscription has nothing to come, skipped or not.
  const skipped = (s.status === 'cancelled' ? [] : s.skips)
    .map((own) => deliveredOn(own))
    .filter((date) => date >= today)
    .map((date) => ({ key: `skip-${date}`, date, delivery: null }));
  const next = [...upcoming, ...skipped].sort((a, b) => a.date.localeCompare(b.date));
  const past = view.deliveries
    .filter((d) => !isUpcoming(d.status))
    .sort((a, b) => b.deliveryDate.localeCompare(a.deliveryDate));
  const none =
    s.status === 'cancelled'
      ? t('subscriptions.detail.noDeliveriesCancelled')
      : s.status === 'paused'
        ? t('subscriptions.detail.noDeliveriesPaused')
        : t('subscriptions.detail.noDeliveries');
  return (
    <>
      <section className="group" aria-label={t('subscriptions.detail.deliveries')}>
        <h2 className="group-header">{t('subscriptions.detail.deliveries')}</h2>
        <div className="group-body" data-testid="upcoming-deliveries">
          {next.length === 0 ? (
            <p className="sub-empty-line" data-testid="no-deliveries">
              {none}
            </p>
          ) : (
            next.map(({ key, date, delivery }) => (
              <div className="row sub-delivery" key={key} data-testid="delivery-row" data-date={date}>
                <span className="row-main">
                  <span className="row-title">{day(date, 'long')}</span>
                  {delivery?.trackingCode ? (
                    <div className="row-subtitle">
                      <Link to={`/track/${delivery.trackingCode}`}>
                        {t('subscriptions.detail.tracking', { code: delivery.trackingCode })}
                      </Link>
                      {delivery.driverName
                        ? ` · ${t('subscriptions.detail.driver', { name: delivery.driverName })}`
                        : null}
                    </div>
                  ) : null}
                </span>
                <span className="row-detail">
                  {delivery ? (
                    <DeliveryStateBadge status={delivery.status} />
                  ) : (
                    <Badge tone="" data-testid="delivery-state" data-status="SKIPPED">
                      {t('subscriptions.detail.skipped')}
                    </Badge>
                  )}
                </span>
              </div>
            ))
          )}
        </div>
      </section>
      {past.length > 0 ? (
        <section className="group" aria-label={t('subscriptions.detail.pastDeliveries')}>
          <h2 className="group-header">{t('subscriptions.detail.pastDeliveries')}</h2>
          <div className="group-body" data-testid="past-deliveries">
            {past.map((d) => (
              <div className="row sub-delivery" key={d.cycleDay} data-testid="delivery-row" data-date={d.deliveryDate}>
                <span className="row-main">
                  <span className="row-title">{day(d.deliveryDate, 'long')}</span>
                  {d.trackingCode ? (
                    <div className="row-subtitle">
                      <Link to={`/track/${d.trackingCode}`}>
                        {t('subscriptions.detail.tracking', { code: d.trackingCode })}
                      </Link>
                    </div>
                  ) : null}
                </span>
                <span className="row-detail">
                  <DeliveryStateBadge status={d.status} />
                </span>
              </div>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
