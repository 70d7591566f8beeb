import { DELIVERY_STREAM_PREFIX, DRIVER_STREAM_PREFIX } from '../../domain/delivery';
import { indexedText } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import { changes, driversNamed, profileRow, scheduledRow, type DeliveryColumns, type ProfileColumns } from './rows';
import type { StoredDeliveryStep } from './tables';

export type { DeliveryColumns, ProfileColumns };

// A batch of delivery and driver events folded in memory into rows to write: a new delivery's whole
// row, and for a stored one only the columns its later events change (its history whole: the stored
// steps plus the new ones). The stored revision keeps a replayed event from writing twice. Every value
// comes from the event as the columns take it (delivery-rows), deterministically; a step of a delivery
// never scheduled, or a type this version does not know, changes no row: odd data never stops it.

/** What the read model already holds of a delivery the batch names. */
export interface StoredDelivery {
  revision: bigint;
  history: StoredDeliveryStep[];
  /** Who has it now: a reassignment's notice names them too. */
  driverId: string | null;
}

export interface DeliveriesWrites {
  created: Map<string, DeliveryColumns>;
  changed: Map<string, DeliveryColumns>;
  /** The latest profile each driver's stream states in the batch. */
  profiles: Map<string, ProfileColumns>;
  /** Every driver a written delivery or profile concerns: who had it, who has it, whose profile changed. */
  drivers: Set<string>;
}

const idOf = (prefix: string, streamId: string) =>
  streamId.startsWith(prefix) ? indexedText(streamId.slice(prefix.length)) || undefined : undefined;
export const deliveryIdOfStream = (streamId: string) => idOf(DELIVERY_STREAM_PREFIX, streamId);
export const driverIdOfStream = (streamId: string) => idOf(DRIVER_STREAM_PREFIX, streamId);

/** Folds a batch. `stored` holds every delivery of the batch the read model already has. */
export function foldDeliveries(
  events: readonly SequencedEvent[],
  stored: ReadonlyMap<string, StoredDelivery>,
): DeliveriesWrites {
  const writes: DeliveriesWrites = { created: new Map(), changed: new Map(), profiles: new Map(), drivers: new Set() };
  const known = new Map(stored);
  for (const e of events) {
    const driverId = driverIdOfStream(e.streamId);
    if (driverId && e.type === 'DriverProfileUpdated') {
      writes.profiles.set(driverId, profileRow(driverId, e));
      writes.drivers.add(driverId);
      continue;
    }
    const id = deliveryIdOfStream(e.streamId);
    if (!id) continue;
    const delivery = known.get(id);
    if (delivery && e.revision <= delivery.revision) continue; // applied before: a replay
    if (!delivery && e.type !== 'DeliveryScheduled') continue; // nothing to change (see above)
    const revision = e.revision.toString();
    if (!delivery) {
      const row = scheduledRow(id, e);
      writes.created.set(id, row);
      known.set(id, { revision: e.revision, history: row.history as StoredDeliveryStep[], driverId: null });
      continue;
    }
    if (delivery.driverId) writes.drivers.add(delivery.driverId);
    driversNamed(e).forEach((d) => writes.drivers.add(d));
    // Scheduled again on the same stream (no decider does it): the first schedule stands.
    const { columns, entry } = e.type === 'DeliveryScheduled' ? { columns: {} } : changes(e);
    const history = entry ? [...delivery.history, entry] : delivery.history;
    const into = writes.created.has(id) ? writes.created : writes.changed;
    into.set(id, { ...into.get(id), ...columns, ...(entry && { history }), id, revision, position: e.position });
    const driver = 'driver_id' in columns ? (columns.driver_id as string | null) : delivery.driverId;
    known.set(id, { revision: e.revision, history, driverId: driver });
  }
  return writes;
}
