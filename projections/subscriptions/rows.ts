import type { DeliveryAddress } from '../../domain/orders';
import { CHARGE_METHODS, FREQUENCIES, type Cadence, type Frequency, type Pause } from '../../domain/subscriptions';
import { date, indexedText, int4, int8, record, textOr, timestampOr, UNKNOWN_TIME } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import type { SubscriptionsDatabase } from './tables';

// What each subscription and plan event writes, as the columns take it (column-values): a new
// subscription's whole row, the columns a later event changes, a cycle's row and its charge, a plan.
// Deterministic (no clock): a rebuild writes the same values. A cadence always holds a real day, so
// the readers' schedule arithmetic never meets a day it cannot compute.

type Columns<T extends keyof SubscriptionsDatabase> = Partial<Record<keyof SubscriptionsDatabase[T] & string, unknown>>;
/** A subscription's columns to write: all of them for a new one, the changed ones otherwise. */
export type SubscriptionColumns = Columns<'subscriptions'> & { id: string; revision: string; position: string };
export type CycleColumns = Columns<'subscription_cycles'> & { subscription_id: string; cycle_day: string };
export type PlanColumns = Record<keyof SubscriptionsDatabase['subscription_plans'] & string, unknown>;

/** What the fold must know of a subscription to continue it: its pauses and skips change by events. */
export interface KnownSubscription {
  revision: bigint;
  customerId: string;
  pauses: Pause[];
  skips: string[];
}

/** What toISOString writes: nearly every time an event states, and the same after a round trip through Date. */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The event's time as ISO-8601, else its metadata's, else the epoch. */
function timeOf(e: SequencedEvent, value: unknown): string {
  const at = timestampOr(value, record(e.metadata).occurredAt);
  if (ISO.test(at)) return at; // a rebuild's every event: no Date made and printed again
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? at : new Date(ms).toISOString();
}

const frequencyOf = (v: unknown): Frequency => FREQUENCIES.find((f) => f === v) ?? 'weekly';
const dayOr = (v: unknown, fallback: string) => date(v) ?? fallback;
const EPOCH_DAY = UNKNOWN_TIME.slice(0, 10);

function planColumns(v: unknown) {
  const p = record(v);
  return {
    plan_id: textOr(p.planId),
    plan_name: textOr(p.name),
    frequency: frequencyOf(p.frequency),
    price_cents: int8(p.priceCents) ?? 0,
  };
}

const cadenceOf = (v: unknown, fallbackDay: string): Cadence => ({
  frequency: frequencyOf(record(v).frequency),
  anchor: dayOr(record(v).anchor, fallbackDay),
});

function addressOf(v: unknown): DeliveryAddress {
  const a = record(v);
  return {
    name: textOr(a.name),
    street: textOr(a.street),
    city: textOr(a.city),
    state: textOr(a.state),
    zipCode: textOr(a.zipCode),
  };
}

function zoneColumns(v: unknown) {
  const z = record(v);
  return { zone_id: indexedText(z.id) ?? '', zone_name: textOr(z.name) };
}

/** A pause without a real first day holds nothing: it is left out. */
function pauseOf(v: unknown): Pause[] {
  const p = record(v);
  const from = date(p.from);
  return from ? [{ from, until: date(p.until) }] : [];
}

/** A new subscription's row. */
export function subscribedRow(id: string, e: SequencedEvent): SubscriptionColumns {
  const d = record(e.data);
  const subscribedAt = timeOf(e, d.subscribedAt);
  const startDate = dayOr(d.startDate, subscribedAt.slice(0, 10));
  return {
    id,
    customer_id: indexedText(d.customerId) ?? '',
    ...planColumns(d.plan),
    status: 'active',
    cadence: cadenceOf(d.cadence, startDate),
    pauses: [],
    skips: [],
    delivery_address: addressOf(d.deliveryAddress),
    recipient_phone: textOr(d.recipientPhone),
    ...zoneColumns(d.zone),
    preferred_day: int4(d.preferredDay) ?? 0,
    start_date: startDate,
    notes: textOr(d.notes),
    cancel_reason: null,
    cancelled_at: null,
    created_at: subscribedAt,
    last_scheduled: null,
    revision: e.revision.toString(),
    position: e.position,
  };
}

/** What a later event changes: the subscription's columns, and a cycle's (its whole row when scheduled). */
export interface Change {
  columns: Columns<'subscriptions'>;
  cycle?: CycleColumns;
  /** The cycle's row is new (scheduled), not a change to a stored one. */
  newCycle?: boolean;
}

/** The columns a later event sets, against what the fold knows of the subscription (as evolve.ts folds it). */
export function changes(id: string, e: SequencedEvent, known: KnownSubscription): Change {
  const d = record(e.data);
  const cycleDay = date(d.cycleDay);
  switch (e.type) {
    case 'SubscriptionPlanChanged':
      return { columns: { ...planColumns(d.plan), cadence: cadenceOf(d.cadence, dayOr(d.from, EPOCH_DAY)) } };
    case 'SubscriptionAddressChanged':
      return { columns: { delivery_address: addressOf(d.deliveryAddress), ...zoneColumns(d.zone) } };
    case 'SubscriptionPaused':
      return { columns: { status: 'paused', pauses: [...known.pauses, ...pauseOf(d.pause)] } };
    case 'SubscriptionResumed': {
      const on = date(d.resumedOn);
      if (!on) return { columns: { status: 'active' } };
      const pauses = known.pauses.map((p) => (p.until === null || p.until > on ? { ...p, until: on } : p));
      return { columns: { status: 'active', pauses } };
    }
    case 'SubscriptionCycleSkipped':
      return cycleDay ? { columns: { skips: [...known.skips, cycleDay] } } : { columns: {} };
    case 'SubscriptionCancelled':
      return {
        columns: { status: 'cancelled', cancel_reason: textOr(d.reason), cancelled_at: timeOf(e, d.cancelledAt) },
      };
    case 'SubscriptionCycleScheduled': {
      if (!cycleDay) return { columns: {} };
      const to = record(d.deliverTo);
      const cycle = {
        subscription_id: id,
        cycle_day: cycleDay,
        delivery_day: dayOr(d.deliveryDay, cycleDay),
        delivery_id: indexedText(d.deliveryId) ?? '',
        delivery_address: addressOf(to.deliveryAddress),
        zone_name: textOr(record(to.zone).name),
        charge_cents: int8(d.chargeCents) ?? 0,
        charge_status: 'due',
        method: null,
        paid_at: null,
        waived_reason: null,
        scheduled_at: timeOf(e, undefined),
      };
      return { columns: { last_scheduled: cycleDay }, cycle, newCycle: true };
    }
    case 'SubscriptionChargePaid': {
      if (!cycleDay) return { columns: {} };
      const method = CHARGE_METHODS.find((m) => m === d.method) ?? null;
      const paid = { charge_status: 'paid', method, paid_at: timeOf(e, d.paidAt) };
      return { columns: {}, cycle: { subscription_id: id, cycle_day: cycleDay, ...paid } };
    }
    case 'SubscriptionChargeWaived': {
      if (!cycleDay) return { columns: {} };
      const waived = { charge_status: 'waived', waived_reason: textOr(d.reason) };
      return { columns: {}, cycle: { subscription_id: id, cycle_day: cycleDay, ...waived } };
    }
    default:
      return { columns: {} };
  }
}

/** A plan as the plan book's event states it whole. */
export function planRow(e: SequencedEvent): PlanColumns | undefined {
  const p = record(record(e.data).plan);
  const id = indexedText(p.id);
  if (!id) return undefined;
  return {
    id,
    name: textOr(p.name),
    description: textOr(p.description),
    frequency: frequencyOf(p.frequency),
    price_cents: int8(p.priceCents) ?? 0,
    is_active: p.isActive === true, // a public list: a plan shows only when an event says so
    revision: e.revision.toString(),
    position: e.position,
  };
}
