import { ruleAllows, SUBSCRIPTION_ADMIN, type HasRoles } from '../domain/identity';
import { shopClockAt, ZONE_BOOK_STREAM, zoneBookDecider } from '../domain/delivery';
import { SETTINGS_STREAM, settingsDecider } from '../domain/settings';
import {
  PLAN_BOOK_STREAM,
  planBookDecider,
  subscriptionDecider,
  subscriptionNotFound,
  subscriptionStream,
  type SubscribedPlan,
} from '../domain/subscriptions';
import type { CommandHandler } from './handler';

// What a subscription's commands need that only other aggregates and the clock know: the plan as the
// plan book offers it now, the delivery zones as the admin keeps them, and the shop's day in its zone.

type Principal = HasRoles & { userId: string };

/** Admin, owner or a manager: any customer's subscriptions; anyone else their own only. */
export const isSubscriptionStaff = (p: HasRoles) => ruleAllows(p, SUBSCRIPTION_ADMIN);

/** The shop's day now, in the settings' time zone. */
export async function shopToday(handler: CommandHandler, now: Date): Promise<string> {
  const { state } = await handler.load(settingsDecider, SETTINGS_STREAM);
  return shopClockAt(now, state.timeZone).today;
}

/**
 * The shop's day by the time zone this process last saw, read only when it has seen none: for a day
 * stamped on a hot path (a purchase's lot, issue 44), where one statement per command matters more
 * than a zone changed by another process a moment ago (the settings' next read here catches it up).
 */
export async function shopTodayAsSeen(handler: CommandHandler, now: Date): Promise<string> {
  const seen = handler.remembered(settingsDecider, SETTINGS_STREAM);
  const timeZone = seen?.timeZone ?? (await handler.load(settingsDecider, SETTINGS_STREAM)).state.timeZone;
  return shopClockAt(now, timeZone).today;
}

export async function deliveryZones(handler: CommandHandler) {
  return (await handler.load(zoneBookDecider, ZONE_BOOK_STREAM)).state.zones;
}

/** The active plan of that id as a subscription takes it, or null (decide() refuses it). */
export async function offeredPlan(handler: CommandHandler, planId: string): Promise<SubscribedPlan | null> {
  const { state } = await handler.load(planBookDecider, PLAN_BOOK_STREAM);
  const plan = state.plans.find((p) => p.id === planId && p.isActive);
  return plan ? { planId: plan.id, name: plan.name, frequency: plan.frequency, priceCents: plan.priceCents } : null;
}

/** A customer acts on their own subscription only: another's is "not found", as an unknown one. */
export async function ensureOwnSubscription(handler: CommandHandler, principal: Principal, id: string) {
  if (isSubscriptionStaff(principal)) return;
  const { state } = await handler.load(subscriptionDecider, subscriptionStream(id));
  if (state.status === 'absent' || state.customerId !== principal.userId) throw subscriptionNotFound();
}
