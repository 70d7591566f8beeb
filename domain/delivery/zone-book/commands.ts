import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../../shared/money';
import type { Command } from '../../shared/decider';
import type { DeliveryZone } from '../zones';
import { ZONE_MESSAGES as M } from './errors';

// POST /api/delivery/zones and PATCH /api/delivery/zones/:id (admin, owner). Spec 3's field names;
// the fee in pesos as the zones' answer shows it (centavos in the events).

const point = z
  .object({
    latitude: z.number({ error: M['ZONE.BOUNDARIES'] }).min(-90).max(90),
    longitude: z.number({ error: M['ZONE.BOUNDARIES'] }).min(-180).max(180),
  })
  .strict();

const zoneFields = {
  name: z.string({ error: M['ZONE.NAME_REQUIRED'] }).trim().min(1, { error: M['ZONE.NAME_REQUIRED'] }).max(60, {
    error: M['ZONE.NAME_REQUIRED'],
  }),
  boundaries: z.array(point, { error: M['ZONE.BOUNDARIES'] }).min(3, { error: M['ZONE.BOUNDARIES'] }).max(100, {
    error: M['ZONE.BOUNDARIES'],
  }),
  baseFee: z
    .number({ error: M['ZONE.FEE'] })
    .min(0, { error: M['ZONE.FEE'] })
    .max(1000, { error: M['ZONE.FEE'] })
    .refine(hasAtMostTwoDecimals, { error: M['ZONE.FEE'] }),
  estimatedDeliveryTime: z
    .number({ error: M['ZONE.TIME'] })
    .int({ error: M['ZONE.TIME'] })
    .min(5, {
      error: M['ZONE.TIME'],
    })
    .max(480, { error: M['ZONE.TIME'] }),
  isActive: z.boolean(),
  zipCodes: z
    .array(z.string().regex(/^\d{5}$/, { error: M['ZONE.ZIP_CODES'] }), { error: M['ZONE.ZIP_CODES'] })
    .min(1, { error: M['ZONE.ZIP_CODES'] })
    .max(50, { error: M['ZONE.ZIP_CODES'] }),
};

export const addZoneBody = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, { error: M['ZONE.ID_FORMAT'] })
      .optional(),
    ...zoneFields,
    isActive: zoneFields.isActive.optional(),
  })
  .strict();
export const changeZoneBody = z.object(zoneFields).partial().strict();
export const zoneParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: M['ZONE.NOT_FOUND'] }) });

/** A new zone's id when the admin gives none: its name in lowercase ASCII ('Coral Gables' → coral-gables). */
export const zoneIdOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'zona';

export type AddDeliveryZone = Command<'AddDeliveryZone', { zone: DeliveryZone }>;
export type ChangeDeliveryZone = Command<
  'ChangeDeliveryZone',
  { id: string; changes: Partial<Omit<DeliveryZone, 'id'>> }
>;
export type ZoneBookCommand = AddDeliveryZone | ChangeDeliveryZone;
