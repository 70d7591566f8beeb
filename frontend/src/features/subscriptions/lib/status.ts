import type { SubscriptionDeliveryView, SubscriptionPaymentView, SubscriptionStatus } from '@domain/subscriptions';

// A subscription's, a delivery's and a charge's states as the screens show them: one badge tone each
// (components/ui/badge), and what a subscription in each status still allows.

export const STATUS_TONE: Record<SubscriptionStatus, string> = {
  active: 'success',
  paused: 'warning',
  cancelled: 'danger',
};

export type DeliveryState = SubscriptionDeliveryView['status'];
export const DELIVERY_STATES: readonly DeliveryState[] = ['PLANNED', 'PENDING', 'IN_TRANSIT', 'DELIVERED', 'CANCELLED'];
export const DELIVERY_TONE: Record<DeliveryState, string> = {
  PLANNED: 'primary',
  PENDING: 'warning',
  IN_TRANSIT: 'primary',
  DELIVERED: 'success',
  CANCELLED: '',
};
/** Still to come: planned, scheduled or on its way. */
export const isUpcoming = (s: DeliveryState) => s === 'PLANNED' || s === 'PENDING' || s === 'IN_TRANSIT';

export type ChargeState = SubscriptionPaymentView['status'];
export const CHARGE_TONE: Record<ChargeState, string> = { due: 'warning', paid: 'success', waived: '' };

/** What the subscription's page offers in each status (the server refuses the rest with a Spanish 409). */
export const mayPause = (s: SubscriptionStatus) => s === 'active';
export const mayResume = (s: SubscriptionStatus) => s === 'paused';
export const mayChange = (s: SubscriptionStatus) => s !== 'cancelled';
