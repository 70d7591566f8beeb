import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionDetail } from '@domain/subscriptions';
import { day, money, moment } from '../lib/format';
import { planLabel } from '../lib/lines';
import { SubscriptionStatusBadge } from './status-badge';
import '../locales/register';

/** The subscription in label–value lines: status, plan, next delivery, weekday, start, address, contact. */
export function DetailFacts({ s, staff }: { s: SubscriptionDetail; staff: boolean }) {
  const { t } = useTranslation();
  const d = (key: string, o?: Record<string, unknown>) => t(`subscriptions.detail.${key}`, o);
  const a = s.deliveryAddress;
  const pause =
    s.status === 'paused'
      ? s.pausedUntil
        ? d('pausedUntil', { day: day(s.pausedUntil, 'long') })
        : d('pausedOpen')
      : null;
  const rows: [string, ReactNode, string?][] = [
    [d('status'), <SubscriptionStatusBadge status={s.status} />],
    ...(staff ? [[d('customer'), s.customerName ?? t('subscriptions.admin.noName')] as [string, ReactNode]] : []),
    [
      d('plan'),
      <>
        <strong>{planLabel(t, s)}</strong>
        <br />
        <span className="muted">
          {d('planLine', { price: money(s.price), every: t(`subscriptions.every.${s.frequency}`) })}
        </span>
      </>,
    ],
    [d('next'), s.nextDeliveryDate ? day(s.nextDeliveryDate, 'long') : (pause ?? '—'), 'next-delivery'],
    [d('weekday'), t(`subscriptions.weekdays.${s.preferredDay}`, { defaultValue: String(s.preferredDay) })],
    [d('since'), day(s.startDate, 'year')],
    [
      d('address'),
      <>
        {a.name}
        <br />
        {a.street}, {a.city}, {a.state} {a.zipCode}
      </>,
    ],
    [d('zone'), s.zoneName],
  ];
  if (s.recipientPhone) rows.push([d('phone'), s.recipientPhone]);
  if (s.notes) rows.push([d('notes'), s.notes]);
  if (s.status === 'paused' && s.nextDeliveryDate && pause) rows.push([d('pause'), pause]);
  if (s.cancelReason) rows.push([d('cancelReason'), s.cancelReason, 'cancel-reason']);
  if (s.cancelledAt) rows.push([d('cancelledAt'), moment(s.cancelledAt)]);
  return (
    <section className="group" aria-label={d('summary')}>
      <h2 className="group-header">{d('summary')}</h2>
      <dl className="group-body sub-facts" data-testid="subscription-facts">
        {rows.map(([label, value, testId], i) => (
          <div className="sub-fact" key={i}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
