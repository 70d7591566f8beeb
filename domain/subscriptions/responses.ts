import { z } from 'zod';
import { DELIVERY_STATUSES } from '../delivery/delivery/events';
import { DeliveryAddressView } from '../orders/responses';
import { Instant, pageAnswer, type Page } from '../shared/responses';
import { FREQUENCIES } from './schedule';
import { CHARGE_METHODS, SUBSCRIPTION_STATUSES } from './subscription/events';

// What the read-api answers for subscriptions (issue 16), shared with the app. Amounts in pesos
// (2 decimals), days yyyy-mm-dd, times ISO-8601. Field names are spec 3's (Subscription, Subscription
// plan) and spec 7's "subscription by id (subscription, deliveries, payments)". Each answer is a zod
// schema and its type is inferred from it (issue 39).

export type { Page };
export const SUBSCRIPTION_PAGE_SIZE = 20;
/** How far ahead the screens list a subscription's next deliveries. */
export const UPCOMING_DELIVERIES = 4;

const FrequencyView = z.enum(FREQUENCIES);

/** GET /api/subscriptions/plans (public: active plans; staff add `?all=true` for every plan). */
export const PlanView = z.object({
  id: z.string(),
  /** Spec 3's code: the plan's id. */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  frequency: FrequencyView,
  price: z.number(),
  active: z.boolean(),
});
export type PlanView = z.infer<typeof PlanView>;
export const PlanList = z.object({ items: z.array(PlanView) });
export type PlanList = z.infer<typeof PlanList>;

/** GET /api/subscriptions?status&customer&page — newest first; a client gets only their own. */
export const SubscriptionListItem = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string().nullable(),
  planId: z.string(),
  planName: z.string(),
  /** Spec 3 "plan (weekly, biweekly, monthly)" and "frequency": the same cadence. */
  plan: FrequencyView,
  frequency: FrequencyView,
  /** The price per delivery the subscription took. */
  price: z.number(),
  /** As of the shop's today: a pause whose end has passed reads active. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** While paused until a day: that day (excluded); null otherwise or when open-ended. */
  pausedUntil: z.string().nullable(),
  deliveryAddress: DeliveryAddressView,
  zoneName: z.string(),
  preferredDay: z.number().int(),
  startDate: z.string(),
  /** Spec 3's nextDeliveryDate (and nextDelivery, the same day): null while paused without end or cancelled. */
  nextDeliveryDate: z.string().nullable(),
  nextDelivery: z.string().nullable(),
  createdAt: Instant,
});
export type SubscriptionListItem = z.infer<typeof SubscriptionListItem>;

export const SubscriptionPage = pageAnswer(SubscriptionListItem).extend({
  /** Of every subscription the filter (but status) reaches. */
  counts: z.object({ active: z.number().int(), paused: z.number().int(), cancelled: z.number().int() }),
  /** Monthly recurring revenue of the active ones: weekly × 52/12, biweekly × 26/12, monthly × 1. */
  monthlyRecurringRevenue: z.number(),
});
export type SubscriptionPage = z.infer<typeof SubscriptionPage>;

export const SubscriptionDetail = SubscriptionListItem.extend({
  notes: z.string(),
  recipientPhone: z.string(),
  cancelReason: z.string().nullable(),
  cancelledAt: Instant.nullable(),
  /** Own days of the skipped cycles. */
  skips: z.array(z.string()),
  pauses: z.array(z.object({ from: z.string(), until: z.string().nullable() })),
});
export type SubscriptionDetail = z.infer<typeof SubscriptionDetail>;

/** One cycle's delivery: scheduled (a delivery exists: its id and status) or still planned. */
export const SubscriptionDeliveryView = z.object({
  subscriptionId: z.string(),
  cycleDay: z.string(),
  deliveryDate: z.string(),
  /** null while planned (the scheduler makes it DEFAULT_DAYS_AHEAD days before). */
  deliveryId: z.string().nullable(),
  trackingCode: z.string().nullable(),
  /** PLANNED until scheduled, then the delivery's own status. */
  status: z.enum(['PLANNED', ...DELIVERY_STATUSES]),
  driverName: z.string().nullable(),
});
export type SubscriptionDeliveryView = z.infer<typeof SubscriptionDeliveryView>;

/** A cycle's charge (spec 7's payments). */
export const SubscriptionPaymentView = z.object({
  cycleDay: z.string(),
  deliveryDate: z.string(),
  amount: z.number(),
  status: z.enum(['due', 'paid', 'waived']),
  method: z.enum(CHARGE_METHODS).nullable(),
  paidAt: Instant.nullable(),
  waivedReason: z.string().nullable(),
});
export type SubscriptionPaymentView = z.infer<typeof SubscriptionPaymentView>;

/** GET /api/subscriptions/:id — the deliveries: scheduled ones (newest 20) and the next planned ones. */
export const SubscriptionByIdView = z.object({
  subscription: SubscriptionDetail,
  deliveries: z.array(SubscriptionDeliveryView),
  payments: z.array(SubscriptionPaymentView),
});
export type SubscriptionByIdView = z.infer<typeof SubscriptionByIdView>;

/** GET /api/subscriptions/deliveries?date&status — by date, to hand to delivery (also the delivery role). */
export const SubscriptionRunItem = SubscriptionDeliveryView.extend({
  customerName: z.string().nullable(),
  planName: z.string(),
  deliveryAddress: DeliveryAddressView,
  zoneName: z.string(),
  notes: z.string(),
  /** The number the driver calls ('' when not given). */
  recipientPhone: z.string(),
});
export type SubscriptionRunItem = z.infer<typeof SubscriptionRunItem>;

/** The run sheet: the days it spans (today and the next 13 without a date) and their deliveries. */
export const SubscriptionRun = z.object({ from: z.string(), to: z.string(), items: z.array(SubscriptionRunItem) });
export type SubscriptionRun = z.infer<typeof SubscriptionRun>;
