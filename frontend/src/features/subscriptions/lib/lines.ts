import type { TFunction } from 'i18next';
import type { SubscriptionListItem } from '@domain/subscriptions';
import { day } from './format';

/** Where a subscription stands in one line: its next delivery, its pause, or that it is cancelled. */
export function nextLine(t: TFunction, s: Pick<SubscriptionListItem, 'status' | 'pausedUntil' | 'nextDeliveryDate'>) {
  if (s.status === 'cancelled') return t('subscriptions.line.cancelled');
  if (s.status === 'paused')
    return s.pausedUntil
      ? t('subscriptions.line.pausedUntil', { day: day(s.pausedUntil, 'long') })
      : t('subscriptions.line.pausedOpen');
  return s.nextDeliveryDate
    ? t('subscriptions.line.next', { day: day(s.nextDeliveryDate, 'long') })
    : t('subscriptions.line.noNext');
}

/** A plan's name, and its cadence's when the name does not say it ('Premium · Mensual', but 'Semanal'). */
export function planLabel(t: TFunction, s: { planName: string; frequency: SubscriptionListItem['frequency'] }) {
  const cadence = t(`subscriptions.frequency.${s.frequency}`);
  return cadence.toLowerCase() === s.planName.trim().toLowerCase() ? s.planName : `${s.planName} · ${cadence}`;
}
