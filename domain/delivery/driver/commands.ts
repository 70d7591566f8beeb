import { z } from 'zod';
import type { Command } from '../../shared/decider';
import { DRIVER_MESSAGES as M } from './errors';
import { VEHICLE_TYPES, type DriverProfile } from './events';

/** PATCH /api/drivers/:id: the vehicle and the phone (the name and the account are the user's). */
export const driverProfileBody = z
  .object({
    vehicleType: z.enum(VEHICLE_TYPES, { error: M['DRIVER.VEHICLE_TYPE'] }),
    vehiclePlate: z
      .string({ error: M['DRIVER.PLATE'] })
      .trim()
      .max(12, { error: M['DRIVER.PLATE'] })
      .regex(/^[A-Za-z0-9 -]*$/, { error: M['DRIVER.PLATE'] })
      .transform((s) => s.toUpperCase()),
    phone: z
      .string({ error: M['DRIVER.PHONE'] })
      .trim()
      .regex(/^(\+?[\d\s().-]{7,30})?$/, { error: M['DRIVER.PHONE'] }),
  })
  .strict();

export type UpdateDriverProfile = Command<'UpdateDriverProfile', { driverId: string } & DriverProfile>;
export type DriverCommand = UpdateDriverProfile;
