import type { Cadence, Pause } from '../schedule';
import type { DeliverTo, SubscribedPlan, SubscriptionEvent, SubscriptionStatus } from './events';

// What decide() needs of a subscription: its status and owner, its plan and cadence, its pauses and
// skips, and the cycles already scheduled (each once) with their charges' standing.

export interface KnownSubscription {
  status: SubscriptionStatus;
  subscriptionId: string;
  customerId: string;
  plan: SubscribedPlan;
  cadence: Cadence;
  /** Where the next cycles go (a change applies to the cycles not yet scheduled). */
  deliverTo: DeliverTo;
  pauses: Pause[];
  skips: string[];
  /** Own day of each scheduled cycle → its charge: open, paid or waived. */
  cycles: Record<string, 'due' | 'paid' | 'waived'>;
  /** The latest scheduled cycle's own day ('' before the first). */
  lastScheduled: string;
}

export type SubscriptionState = { status: 'absent' } | KnownSubscription;
export const initialSubscription = (): SubscriptionState => ({ status: 'absent' });

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  if (event.type === 'Subscribed') {
    const { subscriptionId, customerId, plan, cadence, deliveryAddress, recipientPhone, zone } = event.data;
    return {
      status: 'active',
      subscriptionId,
      customerId,
      plan,
      cadence,
      deliverTo: { deliveryAddress, recipientPhone, zone },
      pauses: [],
      skips: [],
      cycles: {},
      lastScheduled: '',
    };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'SubscriptionPlanChanged':
      return { ...state, plan: event.data.plan, cadence: event.data.cadence };
    case 'SubscriptionAddressChanged': {
      const { deliveryAddress, zone } = event.data;
      return { ...state, deliverTo: { ...state.deliverTo, deliveryAddress, zone } };
    }
    case 'SubscriptionPaused':
      return { ...state, status: 'paused', pauses: [...state.pauses, event.data.pause] };
    case 'SubscriptionResumed': {
      const on = event.data.resumedOn;
      const pauses = state.pauses.map((p) => (p.until === null || p.until > on ? { ...p, until: on } : p));
      return { ...state, status: 'active', pauses };
    }
    case 'SubscriptionCycleSkipped':
      return { ...state, skips: [...state.skips, event.data.cycleDay] };
    case 'SubscriptionCancelled':
      return { ...state, status: 'cancelled' };
    case 'SubscriptionCycleScheduled':
      return {
        ...state,
        cycles: { ...state.cycles, [event.data.cycleDay]: 'due' },
        lastScheduled: event.data.cycleDay,
      };
    case 'SubscriptionChargePaid':
      return { ...state, cycles: { ...state.cycles, [event.data.cycleDay]: 'paid' } };
    case 'SubscriptionChargeWaived':
      return { ...state, cycles: { ...state.cycles, [event.data.cycleDay]: 'waived' } };
    default:
      // Total: an event type this version does not know (written by a newer one) changes nothing.
      return state;
  }
}
