import { z } from 'zod';
import type { Command } from '../../shared/decider';
import { required, text } from '../../shared/fields';
import { DELIVERY_ERROR_MESSAGES as M } from './errors';
import type { DeliveryScheduled, HandoverPoint } from './events';

// A delivery's HTTP bodies (the command-api validates them; the screens show the same messages) and
// the commands decide() receives. Who acts is the command's: a driver acts on their own deliveries
// only (`driverId`), the delivery staff on any (`driverId` null).

/** A photo of the handover: a downscaled JPEG or PNG as a data URL (the phone shrinks it first). */
export const MAX_PHOTO_CHARS = 200_000;
const PHOTO = /^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/;

export const assignDriverBody = z
  .object({
    driverId: z.uuid({ error: M['DELIVERY.NOT_A_DRIVER'] }),
    /** Take it from the driver who has it (not yet picked up); without it an assigned delivery refuses. */
    reassign: z.boolean().optional(),
  })
  .strict();

/** Spec 4's statuses; PENDING is a failed attempt going back for another one (notes: the reason). */
export const DELIVERY_STATUS_CHANGES = ['IN_TRANSIT', 'DELIVERED', 'CANCELLED', 'PENDING'] as const;
export const deliveryStatusBody = z
  .object({
    status: z.enum(DELIVERY_STATUS_CHANGES, { error: M['DELIVERY.INVALID_STATUS'] }),
    notes: text(500).optional(),
    recipientName: text(100).optional(),
    photo: z
      .string()
      .max(MAX_PHOTO_CHARS, { error: M['DELIVERY.PHOTO_INVALID'], abort: true })
      .regex(PHOTO, { error: M['DELIVERY.PHOTO_INVALID'] })
      .optional(),
  })
  .strict();
export type DeliveryStatusBody = z.infer<typeof deliveryStatusBody>;

/** The QR's text: the tracking code, or the tracking page's address ending in it. */
export const scanBody = z.object({ code: required(300, M['DELIVERY.CODE_REQUIRED']) }).strict();

type Acting = {
  deliveryId: string;
  /** The driver acting on their own; null: the delivery staff. */ driverId: string | null;
};

export type ScheduleDelivery = Command<'ScheduleDelivery', Omit<DeliveryScheduled['data'], 'scheduledAt'>>;
export type AssignDriver = Command<
  'AssignDriver',
  { deliveryId: string; driverId: string; driverName: string; reassign: boolean }
>;
export type PickUpDelivery = Command<'PickUpDelivery', Acting & { code: string }>;
export type StartDeliveryRoute = Command<'StartDeliveryRoute', Acting>;
export type CompleteDelivery = Command<
  'CompleteDelivery',
  Acting & { recipientName: string; notes: string; photo: string | null; handoverPoint: HandoverPoint | null }
>;
export type FailDeliveryAttempt = Command<'FailDeliveryAttempt', Acting & { reason: string }>;
export type CancelDelivery = Command<'CancelDelivery', { deliveryId: string; reason: string }>;

export type DeliveryCommand =
  | ScheduleDelivery
  | AssignDriver
  | PickUpDelivery
  | StartDeliveryRoute
  | CompleteDelivery
  | FailDeliveryAttempt
  | CancelDelivery;
