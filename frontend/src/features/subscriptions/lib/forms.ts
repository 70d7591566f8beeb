import type { z } from 'zod';
import type { subscribeBody } from '@domain/subscriptions';
import { deliveredOn, firstCycleDay, startWeekday, type PlanView } from '@domain/subscriptions';
import { addDays, shopToday } from './format';

// The subscribe form is POST /api/subscriptions' own schema (subscribeBody), so every field says what
// the server would, in its words. The staff's form adds the customer; a client's leaves it out.

export type SubscribeValues = z.input<typeof subscribeBody>;

/** ISO weekdays the shop delivers on: 1 = lunes … 6 = sábado. */
export const DELIVERY_WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;

/** Tomorrow on the shop's calendar; no weekday chosen: the start's own (issue 39, as the server takes it). */
export function blankSubscription(planId = ''): SubscribeValues {
  return {
    planId,
    deliveryAddress: { name: '', street: '', city: 'Miami', state: 'FL', zipCode: '' },
    recipientPhone: undefined,
    startDate: addDays(shopToday(), 1),
    preferredDay: undefined,
    notes: '',
  };
}

/**
 * The first delivery the form's start and weekday give (the schedule's own rule; no weekday: the
 * start's, schedule.ts startWeekday), or null while incomplete.
 */
export function firstDelivery(startDate: string | undefined, preferredDay: number | undefined): string | null {
  if (!startDate || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return null;
  const weekday = preferredDay ?? startWeekday(startDate);
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 6) return null;
  return deliveredOn(firstCycleDay(startDate, weekday));
}

/** The plan a link or a tap chose, if it is one of those offered. */
export const offered = (plans: readonly PlanView[] | undefined, id: string | null) =>
  id && plans?.some((p) => p.id === id && p.active) ? id : '';

/** '' from an optional field is "not given" (the schema's optional, not an invalid empty value). */
export const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
