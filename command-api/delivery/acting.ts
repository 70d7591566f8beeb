import { sql, type Kysely } from 'kysely';
import { hasPermission, type HasRoles } from '../../domain/identity';
import { freshSince, type HandoverPoint } from '../../domain/delivery';
import { userDecider, userStream } from '../../domain/users';
import type { AppDatabase } from '../../infra/db/app-tables';
import { POSITIONS_CHANNEL } from '../../infra/db/channels';
import type { CommandHandler } from '../../application/handler';

// Who acts on a delivery, and what the command side reads besides it: the delivery staff act on any
// (null), a driver on their own only (their user id: decide() answers "not found" for another's).

export const actingDriver = (principal: HasRoles & { userId: string }): string | null =>
  hasPermission(principal, 'view-deliveries') ? null : principal.userId;

/** A user who may drive: an active account holding the driver role (from its own stream, not behind). */
export async function activeDriver(handler: CommandHandler, userId: string) {
  const { state } = await handler.load(userDecider, userStream(userId));
  return state.status === 'active' && state.roles.includes('driver') ? state : undefined;
}

/** Where the driver is now, if their phone said so recently: the audit's handover point. */
export async function handoverPoint(
  db: Kysely<AppDatabase>,
  driverId: string,
  now: Date,
): Promise<HandoverPoint | null> {
  const row = await db
    .selectFrom('driver_positions')
    .select(['latitude', 'longitude', 'accuracy', 'at'])
    .where('driver_id', '=', driverId)
    .where('at', '>=', freshSince(now))
    .executeTakeFirst();
  if (!row) return null;
  const { latitude, longitude, accuracy, at } = row;
  return { latitude, longitude, accuracy, at: new Date(at).toISOString() };
}

/**
 * The latest position of a driver, and the notice of it, in one statement: ephemeral state, no
 * event (decision 0070). An older ping arriving late never overwrites a newer one.
 */
export async function recordPosition(
  db: Kysely<AppDatabase>,
  p: { driverId: string; latitude: number; longitude: number; accuracy: number; at: string },
): Promise<void> {
  const payload = JSON.stringify(p);
  await sql`
    with kept as (
      insert into driver_positions as d (driver_id, latitude, longitude, accuracy, at, received_at)
      values (${p.driverId}, ${p.latitude}, ${p.longitude}, ${p.accuracy}, ${p.at}, now())
      on conflict (driver_id) do update
        set latitude = excluded.latitude, longitude = excluded.longitude, accuracy = excluded.accuracy,
            at = excluded.at, received_at = excluded.received_at
        where d.at <= excluded.at
      returning 1
    )
    select pg_notify(${POSITIONS_CHANNEL}, ${payload}) from kept
  `.execute(db);
}
