import type { Kysely, Transaction } from 'kysely';
import { DELIVERY_EVENT_TYPES, DRIVER_EVENT_TYPES } from '../../domain/delivery';
import { storableJsonText } from '../engine/column-values';
import { jsonRecordset, pickColumns, writtenColumns } from '../engine/json-recordset';
import { updateByShape } from '../engine/page-rows';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import { insertByColumn } from '../engine/insert-by-column';
import { jsonbAsJson } from '../engine/jsonb-columns';
import { deliveryIdOfStream, foldDeliveries, type ProfileColumns, type StoredDelivery } from './fold';
import {
  createDeliveriesIndexes,
  createDeliveriesTables,
  deliveries,
  DELIVERIES_TABLES,
  driverProfiles,
  type DeliveriesDatabase,
  type DeliveriesTableName,
} from './tables';

// Deliveries as the delivery staff, the drivers and the tracking page read them (issue 15), and the
// drivers' profiles. A batch loads the rows it continues (revision, history, driver) once, folds in
// memory (deliveries-fold) and writes with a few set-based statements, one JSON parameter each.

type Db = Kysely<DeliveriesDatabase>;
const profileColumns = writtenColumns(driverProfiles.columns);
const source = jsonbAsJson(deliveries.columns);

async function storedDeliveries(db: Db, events: readonly SequencedEvent[]): Promise<Map<string, StoredDelivery>> {
  const ids = [...new Set(events.flatMap((e) => deliveryIdOfStream(e.streamId) ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('deliveries')
    .select(['id', 'revision', 'history', 'driver_id'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { revision: BigInt(r.revision), history: r.history, driverId: r.driver_id }]));
}

/** The latest profile per driver; a replayed or older one leaves the stored row as it is. */
async function upsertProfiles(db: Db, profiles: readonly ProfileColumns[]): Promise<void> {
  if (profiles.length === 0) return;
  await db
    .insertInto('driver_profiles')
    .columns(profileColumns)
    .expression((eb) =>
      eb
        .selectFrom(jsonRecordset(pickColumns(driverProfiles.columns, profileColumns), profiles, storableJsonText))
        .select(profileColumns),
    )
    .onConflict((oc) =>
      oc
        .column('driver_id')
        .doUpdateSet((eb) => ({
          vehicle_type: eb.ref('excluded.vehicle_type'),
          vehicle_plate: eb.ref('excluded.vehicle_plate'),
          phone: eb.ref('excluded.phone'),
          revision: eb.ref('excluded.revision'),
          position: eb.ref('excluded.position'),
        }))
        .where((eb) => eb('driver_profiles.revision', '<', eb.ref('excluded.revision'))),
    )
    .execute();
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<DeliveriesTableName>,
): Promise<Changed[]> {
  const db = generationDb<DeliveriesDatabase>(trx, t);
  const { created, changed, profiles, drivers } = foldDeliveries(events, await storedDeliveries(db, events));
  await insertByColumn(db, 'deliveries', deliveries.columns, [...created.values()], {
    key: 'id',
    toJson: storableJsonText,
  });
  await updateByShape(db, 'deliveries', source, [...changed.values()], {
    key: 'id',
    newerOnly: 'revision',
  });
  await upsertProfiles(db, [...profiles.values()]);
  // The drivers first: a long notice is cut from the end, and a driver's screen (read-api/shared/ws.ts hears
  // only the notices naming them) must not lose its own; the staff refetch everything when it is cut.
  return [
    ...[...drivers].map((id) => ({ entity: 'driver', id })),
    ...[...new Set([...created.keys(), ...changed.keys()])].map((id) => ({ entity: 'delivery', id })),
  ];
}

export const deliveriesProjection: Projection<DeliveriesTableName> = {
  name: 'deliveries',
  version: 1,
  handles: [...DELIVERY_EVENT_TYPES, ...DRIVER_EVENT_TYPES],
  tables: DELIVERIES_TABLES,
  createTables: createDeliveriesTables,
  createIndexes: createDeliveriesIndexes,
  apply,
};
