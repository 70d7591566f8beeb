import type { DeliveryStatus } from '../delivery/delivery/events';
import type { DeliveryAddress } from '../orders/order/events';
import type { Page } from '../shared/responses';
import type { Frequency } from './schedule';
import type { CHARGE_METHODS, SubscriptionStatus } from './subscription/events';

// What the read-api answers for subscriptions (issue 16), shared with the app. Amounts in pesos
// (2 decimals), days yyyy-mm-dd, times ISO-8601. Field names are spec 3's (Subscription, Subscription
// plan) and spec 7's "subscription by id (subscription, deliveries, payments)".

export type { Page };
export const SUBSCRIPTION_PAGE_SIZE = 20;
/** How far ahead the screens list a subscription's next deliveries. */
export const UPCOMING_DELIVERIES = 4;

/** GET /api/subscriptions/plans (public: active plans; staff add `?all=true` for every plan). */
export interface PlanView {
  id: string;
  /** Spec 3's code: the plan's id. */
  code: string;
  name: string;
  description: string;
  frequency: Frequency;
  price: number;
  active: boolean;
}

/** GET /api/subscriptions?status&customer&page — newest first; a client gets only their own. */
export interface SubscriptionListItem {
  id: string;
  customerId: string;
  customerName: string | null;
  planId: string;
  planName: string;
  /** Spec 3 "plan (weekly, biweekly, monthly)" and "frequency": the same cadence. */
  plan: Frequency;
  frequency: Frequency;
  /** The price per delivery the subscription took. */
  price: number;
  /** As of the shop's today: a pause whose end has passed reads active. */
  status: SubscriptionStatus;
  /** While paused until a day: that day (excluded); null otherwise or when open-ended. */
  pausedUntil: string | null;
  deliveryAddress: DeliveryAddress;
  zoneName: string;
  preferredDay: number;
  startDate: string;
  /** Spec 3's nextDeliveryDate (and nextDelivery, the same day): null while paused without end or cancelled. */
  nextDeliveryDate: string | null;
  nextDelivery: string | null;
  createdAt: string;
}
export type SubscriptionPage = Page<SubscriptionListItem> & {
  /** Of every subscription the filter (but status) reaches. */
  counts: { active: number; paused: number; cancelled: number };
  /** Monthly recurring revenue of the active ones: weekly × 52/12, biweekly × 26/12, monthly × 1. */
  monthlyRecurringRevenue: number;
};

export interface SubscriptionDetail extends SubscriptionListItem {
  notes: string;
  recipientPhone: string;
  cancelReason: string | null;
  cancelledAt: string | null;
  /** Own days of the skipped cycles. */
  skips: string[];
  pauses: { from: string; until: string | null }[];
}

/** One cycle's delivery: scheduled (a delivery exists: its id and status) or still planned. */
export interface SubscriptionDeliveryView {
  subscriptionId: string;
  cycleDay: string;
  deliveryDate: string;
  /** null while planned (the scheduler makes it DEFAULT_DAYS_AHEAD days before). */
  deliveryId: string | null;
  trackingCode: string | null;
  /** PLANNED until scheduled, then the delivery's own status. */
  status: 'PLANNED' | DeliveryStatus;
  driverName: string | null;
}

/** A cycle's charge (spec 7's payments). */
export interface SubscriptionPaymentView {
  cycleDay: string;
  deliveryDate: string;
  amount: number;
  status: 'due' | 'paid' | 'waived';
  method: (typeof CHARGE_METHODS)[number] | null;
  paidAt: string | null;
  waivedReason: string | null;
}

/** GET /api/subscriptions/:id — the deliveries: scheduled ones (newest 20) and the next planned ones. */
export interface SubscriptionByIdView {
  subscription: SubscriptionDetail;
  deliveries: SubscriptionDeliveryView[];
  payments: SubscriptionPaymentView[];
}

/** GET /api/subscriptions/deliveries?date&status — by date, to hand to delivery (also the delivery role). */
export interface SubscriptionRunItem extends SubscriptionDeliveryView {
  customerName: string | null;
  planName: string;
  deliveryAddress: DeliveryAddress;
  zoneName: string;
  notes: string;
  /** The number the driver calls ('' when not given). */
  recipientPhone: string;
}
