import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { routeAccess } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';
import type { SubscriptionRunItem } from '@domain/subscriptions';
import { useSubscriptionRun } from '../api/reads';
import { useRunFilters } from '../hooks/use-admin-filters';
import { addressLine, day } from '../lib/format';
import { DELIVERY_STATES } from '../lib/status';
import { DeliveryStateBadge } from './status-badge';
import '../locales/register';
import { DateInput } from '@/components/ui/date-field';

/**
 * /admin/subscription/deliveries: the subscriptions' deliveries of the next two weeks by day, or of
 * the day picked, by status, to hand to delivery — who, what plan, where, the notes, the tracking code.
 * The delivery staff see it too; whoever may open a subscription's page gets its link.
 */
export function DeliveryRun() {
  const { t } = useTranslation();
  const filters = useRunFilters();
  const run = useSubscriptionRun({ date: filters.date, status: filters.status });
  const user = useSessionStore((s) => s.user);
  const opens = Boolean(user) && routeAccess(user, '/admin/subscription/x') === 'allowed';
  const r = (key: string, o?: Record<string, unknown>) => t(`subscriptions.run.${key}`, o);
  const byDay = new Map<string, SubscriptionRunItem[]>();
  for (const item of run.data?.items ?? [])
    byDay.set(item.deliveryDate, [...(byDay.get(item.deliveryDate) ?? []), item]);
  const days = [...byDay.keys()].sort();
  return (
    <>
      {opens ? (
        <div className="chip-row">
          <Link className="chip" to="/admin/subscription">
            ‹ {t('subscriptions.admin.back')}
          </Link>
        </div>
      ) : null}
      <div className="toolbar" role="search">
        <DateInput
          className="select"
          value={filters.date ?? ''}
          aria-label={r('date')}
          onChange={(e) => filters.setDate(e.target.value || undefined)}
          data-testid="run-date"
        />
        {filters.date ? (
          <button type="button" className="chip small" onClick={() => filters.setDate(undefined)}>
            {r('upcoming')}
          </button>
        ) : null}
        <select
          className="select"
          aria-label={r('status')}
          value={filters.status ?? ''}
          onChange={(e) => filters.setStatus(e.target.value || undefined)}
          data-testid="run-status"
        >
          <option value="">{r('anyStatus')}</option>
          {DELIVERY_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`subscriptions.delivery.${s}`)}
            </option>
          ))}
        </select>
        {run.data ? (
          <span className="muted sub-run-count" data-testid="run-count">
            {r('count', { count: run.data.items.length })}
            {run.data.from !== run.data.to
              ? ` · ${r('range', { from: day(run.data.from), to: day(run.data.to) })}`
              : null}
          </span>
        ) : null}
      </div>
      {run.error && !run.data ? (
        <LoadFailed title={r('loadFailed')} reason={run.error.message} onRetry={() => void run.refetch()} />
      ) : !run.data ? (
        <SkeletonRows rows={4} />
      ) : days.length === 0 ? (
        <EmptyState icon="truck" title={r('empty')} />
      ) : (
        <div data-testid="run-list" aria-busy={run.isPlaceholderData}>
          {days.map((d) => (
            <section className="group" key={d} aria-label={day(d, 'long')}>
              <h2 className="group-header">{day(d, 'long')}</h2>
              <div className="group-body">
                {byDay.get(d)!.map((item) => (
                  <RunRow key={`${item.subscriptionId}-${item.cycleDay}`} item={item} opens={opens} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </>
  );
}

function RunRow({ item, opens }: { item: SubscriptionRunItem; opens: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className="row sub-run-row"
      data-testid="run-row"
      data-subscription={item.subscriptionId}
      data-date={item.deliveryDate}
      data-status={item.status}
    >
      <span className="row-main">
        <span className="row-title">
          {item.customerName ?? t('subscriptions.admin.noName')} · {item.planName}
        </span>
        <div className="row-subtitle">
          {addressLine(item.deliveryAddress)} · {item.zoneName}
          {item.recipientPhone ? (
            <>
              {' · '}
              <a href={`tel:${item.recipientPhone.replace(/[^\d+]/g, '')}`}>{item.recipientPhone}</a>
            </>
          ) : null}
        </div>
        {item.notes ? <div className="row-subtitle sub-run-notes">{item.notes}</div> : null}
        <div className="row-subtitle">
          {item.trackingCode ? (
            <Link to={`/track/${item.trackingCode}`}>
              {t('subscriptions.detail.tracking', { code: item.trackingCode })}
            </Link>
          ) : null}
          {item.driverName ? ` · ${t('subscriptions.detail.driver', { name: item.driverName })}` : null}
          {opens ? (
            <>
              {item.trackingCode || item.driverName ? ' · ' : null}
              <Link to={`/admin/subscription/${item.subscriptionId}`}>{t('subscriptions.run.open')}</Link>
            </>
          ) : null}
        </div>
      </span>
      <span className="row-detail">
        <DeliveryStateBadge status={item.status} />
      </span>
    </div>
  );
}
