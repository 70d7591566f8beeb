import type { DeliveryStatus } from '../../domain/delivery';
import { toPesos } from '../../domain/shared';
import {
  DEFAULT_PLANS,
  type PlanView,
  type SubscriptionDeliveryView,
  type SubscriptionDetail,
  type SubscriptionListItem,
  type SubscriptionPaymentView,
  type SubscriptionPlan,
  type SubscriptionRunItem,
} from '../../domain/subscriptions';
import type { SubscriptionCycleRow, SubscriptionPlanRow, SubscriptionRow } from '../../projections/subscriptions';
import { nextDeliveryOf, pausedUntil, statusToday, type PlannedCycle } from './queries/schedule';

// Rows of the subscriptions read model (with the users model's names and the deliveries model's
// status) as the answers of domain/subscriptions/responses.ts, field by field: a column added later
// reaches no answer by accident. Everything "as of today" is computed here from the row.

/** A subscription as the queries select it: days as 'yyyy-mm-dd' text, the customer's name joined. */
export type SubscriptionListRow = Omit<SubscriptionRow, 'start_date' | 'last_scheduled' | 'revision' | 'position'> & {
  start_day: string;
  last_scheduled: string | null;
  customer_name: string | null;
};

/** A scheduled cycle with its delivery (absent while the deliveries model has not made it yet). */
export type CycleRow = Pick<
  SubscriptionCycleRow,
  'subscription_id' | 'delivery_id' | 'charge_cents' | 'charge_status' | 'method' | 'paid_at' | 'waived_reason'
> & {
  cycle: string;
  delivery: string;
  status: DeliveryStatus | null;
  tracking_code: string | null;
  driver_name: string | null;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toListItem(r: SubscriptionListRow, today: string): SubscriptionListItem {
  const next = nextDeliveryOf(r, today);
  return {
    id: r.id,
    customerId: r.customer_id,
    customerName: r.customer_name,
    planId: r.plan_id,
    planName: r.plan_name,
    plan: r.frequency,
    frequency: r.frequency,
    price: toPesos(r.price_cents),
    status: statusToday(r, today),
    pausedUntil: pausedUntil(r, today),
    deliveryAddress: r.delivery_address,
    zoneName: r.zone_name,
    preferredDay: r.preferred_day,
    startDate: r.start_day,
    nextDeliveryDate: next,
    nextDelivery: next,
    createdAt: r.created_at.toISOString(),
  };
}

export function toDetail(r: SubscriptionListRow, today: string): SubscriptionDetail {
  return {
    ...toListItem(r, today),
    notes: r.notes,
    recipientPhone: r.recipient_phone,
    cancelReason: r.cancel_reason,
    cancelledAt: iso(r.cancelled_at),
    skips: r.skips,
    pauses: r.pauses.map((p) => ({ from: p.from, until: p.until })),
  };
}

/** A scheduled cycle's delivery: its own status, PENDING until the deliveries model has it. */
export const toScheduledDelivery = (c: CycleRow): SubscriptionDeliveryView => ({
  subscriptionId: c.subscription_id,
  cycleDay: c.cycle,
  deliveryDate: c.delivery,
  deliveryId: c.delivery_id,
  trackingCode: c.tracking_code,
  status: c.status ?? 'PENDING',
  driverName: c.driver_name,
});

export const toPlannedDelivery = (subscriptionId: string, p: PlannedCycle): SubscriptionDeliveryView => ({
  subscriptionId,
  cycleDay: p.cycleDay,
  deliveryDate: p.deliveryDate,
  deliveryId: null,
  trackingCode: null,
  status: 'PLANNED',
  driverName: null,
});

export const toPayment = (c: CycleRow): SubscriptionPaymentView => ({
  cycleDay: c.cycle,
  deliveryDate: c.delivery,
  amount: toPesos(c.charge_cents),
  status: c.charge_status,
  method: c.method,
  paidAt: iso(c.paid_at),
  waivedReason: c.waived_reason,
});

/** What a run item adds to its delivery: who, which plan, where (the cycle's own address once scheduled). */
export type RunFacts = Pick<
  SubscriptionRunItem,
  'customerName' | 'planName' | 'deliveryAddress' | 'zoneName' | 'notes' | 'recipientPhone'
>;
export const toRunItem = (delivery: SubscriptionDeliveryView, facts: RunFacts): SubscriptionRunItem => ({
  ...delivery,
  ...facts,
});

const toPlanView = (p: SubscriptionPlan): PlanView => ({
  id: p.id,
  code: p.id,
  name: p.name,
  description: p.description,
  frequency: p.frequency,
  price: toPesos(p.priceCents),
  active: p.isActive,
});

const fromRow = (r: Omit<SubscriptionPlanRow, 'revision' | 'position'>): SubscriptionPlan => ({
  id: r.id,
  name: r.name,
  description: r.description,
  frequency: r.frequency,
  priceCents: Number(r.price_cents),
  isActive: r.is_active,
});

/**
 * The plan book: the three default plans (no event makes them) as the stored rows left them, then
 * the added ones by name (id breaks a tie); inactive ones only when asked.
 */
export function toPlanViews(rows: readonly Omit<SubscriptionPlanRow, 'revision' | 'position'>[], all: boolean) {
  const stored = new Map(rows.map((r) => [r.id, fromRow(r)]));
  const defaults = DEFAULT_PLANS.map((p) => stored.get(p.id) ?? p);
  const added = [...stored.values()]
    .filter((p) => !DEFAULT_PLANS.some((d) => d.id === p.id))
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || (a.id < b.id ? -1 : 1));
  return [...defaults, ...added].filter((p) => all || p.isActive).map(toPlanView);
}
