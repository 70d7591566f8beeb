import { z } from 'zod';
import { required, text } from '../../shared/fields';
import { isIsoDay } from '../../shared/dates';
import { deliveryAddressBody } from '../../orders/order/commands';
import { CHARGE_METHODS } from './events';
import { SUBSCRIPTION_MESSAGES as M } from './errors';

// A subscription's HTTP bodies (issue 16; the command-api validates them, the screens show the same
// messages). The customer names a plan, an address, a first day and (optionally) a weekday; the plan's
// price, the zone and the schedule are the shop's, never the request's.

const day = (error: string) => z.string({ error }).refine(isIsoDay, { error });
const planId = z
  .string({ error: M['SUBSCRIPTION.PLAN_REQUIRED'] })
  .trim()
  .min(1, { error: M['SUBSCRIPTION.PLAN_REQUIRED'] })
  .max(40, { error: M['SUBSCRIPTION.UNKNOWN_PLAN'] });
/**
 * ISO weekday: 1 = lunes … 6 = sábado (no deliveries on Sunday). Optional (issue 39): without it the
 * start's own weekday (a Sunday start: Monday); with it, the first such day on or after the start.
 */
const preferredDay = z
  .number({ error: M['SUBSCRIPTION.PREFERRED_DAY'] })
  .int({ error: M['SUBSCRIPTION.PREFERRED_DAY'] })
  .min(1, { error: M['SUBSCRIPTION.PREFERRED_DAY'] })
  .max(6, { error: M['SUBSCRIPTION.PREFERRED_DAY'] });
const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[\d\s().-]{7,30}$/, { error: 'Escribe un teléfono válido.' });

/** POST /api/subscriptions. `customerId` is the staff's (subscribing a customer); a client subscribes themselves. */
export const subscribeBody = z
  .object({
    subscriptionId: z.uuid().optional(),
    planId,
    deliveryAddress: deliveryAddressBody,
    /** The driver's number to call (optional: the customer's account is reached otherwise). */
    recipientPhone: phone.optional(),
    startDate: day(M['SUBSCRIPTION.START_REQUIRED']),
    preferredDay: preferredDay.optional(),
    notes: text(500).optional(),
    customerId: z.uuid({ error: 'Cliente inválido.' }).optional(),
  })
  .strict();
export type SubscribeBody = z.infer<typeof subscribeBody>;

/** PATCH /api/subscriptions/:id: a plan (from the next cycle) and/or an address. */
export const changeSubscriptionBody = z
  .object({ planId: planId.optional(), deliveryAddress: deliveryAddressBody.optional() })
  .strict()
  .refine((b) => b.planId !== undefined || b.deliveryAddress !== undefined, {
    error: M['SUBSCRIPTION.NOTHING_TO_CHANGE'],
  });

/** POST /api/subscriptions/:id/pause: until a day (excluded), or open until resumed. */
export const pauseSubscriptionBody = z
  .object({ until: day(M['SUBSCRIPTION.PAUSE_UNTIL']).nullable().optional() })
  .strict();
export const cancelSubscriptionBody = z.object({ reason: required(300, M['SUBSCRIPTION.REASON_REQUIRED']) }).strict();
export const emptySubscriptionBody = z.object({}).strict();
export const payChargeBody = z
  .object({ method: z.enum(CHARGE_METHODS, { error: 'Elige efectivo, tarjeta o transferencia.' }) })
  .strict();
export const waiveChargeBody = cancelSubscriptionBody;
