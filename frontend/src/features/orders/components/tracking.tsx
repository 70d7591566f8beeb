import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LargeTitle } from '@/components/ui/large-title';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import type { TrackingView } from '@domain/orders';
import { useTracking } from '../api/reads';
import { deliveryDay } from '../lib/format';
import { OrderStatusBadge } from './status-badge';
import { StatusTimeline } from './status-timeline';
import { TrackForm } from './track-form';
import '../locales/register';
import '../orders.css';

/**
 * /track/:trackingCode (spec 2.1, public): where the order stands, when and where it comes, and
 * for whom by first name only — the answer carries nothing more personal. An unknown code gets a
 * friendly word and a box to type another.
 */
export function Tracking({ code, live }: { code: string; live?: (view: TrackingView) => ReactNode }) {
  const { t } = useTranslation();
  const tracking = useTracking(code);
  const notFound = tracking.error instanceof ApiError && tracking.error.status === 404;
  if (tracking.data) return <TrackedOrder view={tracking.data} live={live} />;
  if (notFound) {
    return (
      <div data-testid="track-not-found">
        <EmptyState icon="search" title={t('orders.track.notFound')}>
          {t('orders.track.notFoundHint')}
        </EmptyState>
        <TrackForm title={t('orders.track.code')} />
      </div>
    );
  }
  return (
    <>
      <LargeTitle title={t('orders.track.title')} />
      {tracking.error ? (
        <LoadFailed
          title={t('orders.track.loadFailed')}
          reason={tracking.error.message}
          onRetry={() => void tracking.refetch()}
        />
      ) : (
        <SkeletonRows rows={4} />
      )}
    </>
  );
}

/** Issue 43: the driver has the package and the route has not started: that is where the order stands. */
const pickedUpNow = (view: TrackingView) =>
  Boolean(view.pickedUpAt) && !['out_for_delivery', 'delivered', 'cancelled'].includes(view.status);

/** `live`: what the route adds while the order moves (the delivery feature's driver on a map). */
function TrackedOrder({ view, live }: { view: TrackingView; live?: (view: TrackingView) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <div data-testid="tracking" data-status={view.status} data-picked-up={Boolean(view.pickedUpAt)}>
      <LargeTitle title={t('orders.track.title')} subtitle={t('orders.track.order', { number: view.orderNumber })} />
      <section className="card or-track-card" aria-label={t('orders.track.order', { number: view.orderNumber })}>
        <div className="or-track-head">
          <strong className="or-track-for" data-testid="track-recipient">
            {t('orders.track.for', { name: view.recipientFirstName })}
          </strong>
          {pickedUpNow(view) ? (
            <Badge tone="primary" data-status="picked_up" data-testid="order-status">
              {t('orders.track.pickedUpBadge')}
            </Badge>
          ) : (
            <OrderStatusBadge status={view.status} />
          )}
        </div>
        {view.status === 'cancelled' || view.status === 'delivered' ? (
          <p className={`or-track-note ${view.status}`} role="status">
            {t(`orders.track.${view.status}`)}
          </p>
        ) : null}
        <dl className="or-facts">
          <div>
            <dt>{t('orders.track.deliveryDate')}</dt>
            <dd data-testid="track-date">{deliveryDay(view.deliveryDate, 'long')}</dd>
          </div>
          <div>
            <dt>{t('orders.track.zone')}</dt>
            <dd data-testid="track-zone">{view.zone.name}</dd>
          </div>
          <div>
            <dt>{t('orders.track.eta')}</dt>
            <dd data-testid="track-eta">{t('orders.track.etaValue', { minutes: view.zone.estimatedDeliveryTime })}</dd>
          </div>
        </dl>
      </section>
      {live?.(view)}
      <h2 className="group-header or-section-header">{t('orders.track.timeline')}</h2>
      <div className="group-body">
        <StatusTimeline status={view.status} history={view.timeline} pickedUpAt={view.pickedUpAt} />
      </div>
      <TrackForm title={t('orders.track.another')} />
    </div>
  );
}
