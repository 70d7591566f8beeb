import { z } from 'zod';
import { DRIVER_MESSAGES as M } from './driver/errors';
import type { LatLng } from './zones';

// A driver's position while on route (issue 15). Positions are ephemeral state, not events: the
// latest per driver is kept and pushed, every ping is not (decision 0070). The audit keeps the
// one point that matters, where a delivery was handed over (DeliveryCompleted.handoverPoint).

/** A position older than this is not "where the driver is": not shown, not recorded at handover. */
export const POSITION_FRESH_MS = 2 * 60_000;
/** The oldest moment a position may be taken and still say, at `now`, where the driver is. */
export const freshSince = (now: Date) => new Date(now.getTime() - POSITION_FRESH_MS);
/** Whether a position taken at `at` still says where the driver is, at `now`. */
export const isFresh = (at: string | Date, now: Date) => new Date(at) >= freshSince(now);

/** The phone's clock may run a little ahead; a ping queued offline may be a few minutes old. */
const MAX_AHEAD_MS = 60_000;
const MAX_AGE_MS = 10 * 60_000;

const coordinate = (min: number, max: number) =>
  z.number({ error: M['DRIVER.INVALID_POSITION'] }).min(min, { error: M['DRIVER.INVALID_POSITION'] }).max(max, {
    error: M['DRIVER.INVALID_POSITION'],
  });

/** POST /api/drivers/me/location: what the browser's geolocation gives, and when. */
export const driverLocationBody = z
  .object({
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    /** Metres, as the browser reports it. */
    accuracy: z.number({ error: M['DRIVER.INVALID_POSITION'] }).min(0).max(100_000).optional(),
    at: z.iso.datetime({ offset: true, error: M['DRIVER.POSITION_TIME'] }),
  })
  .strict();
export type DriverLocationBody = z.infer<typeof driverLocationBody>;

/** The `at` of a ping is believable against the server's clock. */
export function positionTimeOk(at: string, now: Date): boolean {
  const t = Date.parse(at);
  return t <= now.getTime() + MAX_AHEAD_MS && t >= now.getTime() - MAX_AGE_MS;
}

export interface DriverPosition extends LatLng {
  driverId: string;
  accuracy: number;
  at: string;
}

/**
 * What a stranger may see (the public tracking page): about 100 m — three decimals of a degree is
 * 111 m of latitude and, at Miami's 25.8°, 100 m of longitude.
 */
export const roughly = (p: LatLng): LatLng => ({
  latitude: Math.round(p.latitude * 1000) / 1000,
  longitude: Math.round(p.longitude * 1000) / 1000,
});

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** City traffic by car or moto, and the minutes to park and hand over: a plain estimate, said as one. */
const CITY_KMH = 20;
const HANDOVER_MINUTES = 3;

/**
 * When an order in transit should arrive: from where its driver is when that is known (distance at
 * city speed), else the zone's estimate from the route's start — never before now.
 */
export function estimatedArrival(
  startedAt: string,
  zoneMinutes: number,
  destination: LatLng,
  driver: { latitude: number; longitude: number; at: string } | null,
  now: Date,
): string {
  const fresh = driver && isFresh(driver.at, now);
  const ms = fresh
    ? now.getTime() + ((distanceKm(driver, destination) / CITY_KMH) * 60 + HANDOVER_MINUTES) * 60_000
    : Date.parse(startedAt) + zoneMinutes * 60_000;
  return new Date(Math.max(ms, now.getTime())).toISOString();
}
