import { sql, type Kysely } from 'kysely';
import type { DeliveryStatus, HandoverPoint, VehicleType } from '../../domain/delivery';
import type { TableNames } from '../engine/projection';
import { column, ColumnBuilder, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';
import { withoutJsonbStatistics } from '../engine/jsonb-columns';

// The deliveries read model (issue 15), declared once. One row per delivery with everything its
// readers need (the staff's list and map, the driver's route, the label, the tracking page's driver),
// so each read is one row or one index range; and one row per driver's profile (vehicle, phone), which
// the drivers' list joins to the users read model's accounts. `delivery_date` is a Postgres date that
// readers select as 'yyyy-mm-dd' text (pg would turn it into a Date at local midnight).

/** One status the delivery took, when and by whom (the event's actor); `note`: a failure's or cancellation's reason. */
export interface StoredDeliveryStep {
  status: DeliveryStatus;
  at: string;
  by: string | null;
  note?: string;
}

export interface StoredAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/** A coordinate: pg hands `double precision` over as a number. */
const coordinate = () => new ColumnBuilder<number>('double precision');

/**
 * `status_order` puts what needs attention first within a day (on the road, waiting, then closed);
 * Postgres computes it, so the list's order is an index range. `revision` and `position` are the last
 * event applied: the first keeps a replayed event from writing twice, the second says what the row shows.
 */
export const deliveries = table(
  'deliveries',
  {
    id: column.text(),
    status: column.text<DeliveryStatus>(),
    status_order: column.integer().generated(sql`case status
      when 'IN_TRANSIT' then 0 when 'PENDING' then 1 when 'DELIVERED' then 2 else 3 end`),
    source_type: column.text<'order' | 'subscription'>(),
    source_id: column.text(),
    source_number: column.text(),
    tracking_code: column.text(),
    customer_name: column.text(),
    recipient_phone: column.text(),
    address: column.jsonb<StoredAddress>(),
    latitude: coordinate(),
    longitude: coordinate(),
    zone_id: column.text(),
    zone_name: column.text(),
    /** Minutes from leaving the shop, as the zone said when the delivery was scheduled. */
    zone_eta_minutes: column.integer(),
    delivery_date: column.date(),
    driver_id: column.text().nullable(),
    driver_name: column.text().nullable(),
    picked_up: column.boolean(),
    /** Failed attempts so far. */
    attempts: column.integer(),
    assigned_at: column.timestamptz().nullable(),
    /** This attempt's pickup and start: a failed attempt clears them (the package is back at the shop). */
    picked_up_at: column.timestamptz().nullable(),
    started_at: column.timestamptz().nullable(),
    delivered_at: column.timestamptz().nullable(),
    recipient_name: column.text().nullable(),
    notes: column.text().nullable(),
    fail_reason: column.text().nullable(),
    cancel_reason: column.text().nullable(),
    handover_point: column.jsonb<HandoverPoint>().nullable(),
    /** The handover photo as a data URL: only the single GET selects it (up to 200 KB). */
    photo: column.text().nullable(),
    history: column.jsonb<StoredDeliveryStep[]>(),
    revision: column.bigint(),
    position: column.text(),
  },
  { primaryKey: ['id'] },
);

/** A driver's vehicle and phone (stream `driver-<userId>`); the account itself is the users model's. */
export const driverProfiles = table(
  'driver_profiles',
  {
    driver_id: column.text(),
    /** null when the event named no type this version knows. */
    vehicle_type: column.text<VehicleType>().nullable(),
    vehicle_plate: column.text(),
    phone: column.text(),
    revision: column.bigint(),
    position: column.text(),
  },
  { primaryKey: ['driver_id'] },
);

const DECLARATIONS = [deliveries, driverProfiles] as const;

export type DeliveriesDatabase = DatabaseOf<(typeof DECLARATIONS)[number]>;
export type DeliveryRow = RowOf<typeof deliveries>;
export type DriverProfileRow = RowOf<typeof driverProfiles>;

export const DELIVERIES_TABLES = DECLARATIONS.map((d) => d.name);
export type DeliveriesTableName = (typeof DECLARATIONS)[number]['name'];

type Tables = TableNames<DeliveriesTableName>;
const indexOn = (db: Kysely<unknown>, t: Tables, suffix: string) =>
  db.schema.createIndex(`${t.deliveries}_${suffix}`).ifNotExists().on(t.deliveries);

export async function createDeliveriesTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  for (const declaration of DECLARATIONS) {
    await createTable(db, declaration, t[declaration.name]);
    await withoutJsonbStatistics(db, declaration, t[declaration.name]);
  }
}

/**
 * The list in its order (day, what needs attention, id: total, the same on every rebuild), whole or
 * by one filter; a driver's day; the tracking page's probe by order. The code is looked up, not
 * enforced unique: an odd event sharing a code must not stop the projection.
 */
export async function createDeliveriesIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const listed = ['delivery_date', 'status_order', 'id'];
  await indexOn(db, t, 'listed').columns(listed).execute();
  for (const filter of ['status', 'driver_id', 'zone_id'])
    await indexOn(db, t, filter)
      .columns([filter, ...listed])
      .execute();
  await indexOn(db, t, 'tracking').column('tracking_code').execute();
  await indexOn(db, t, 'source').columns(['source_id', 'source_type']).execute();
}
