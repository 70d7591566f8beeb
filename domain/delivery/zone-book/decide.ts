import type { DeliveryZone } from '../zones';
import type { ZoneBookCommand } from './commands';
import { zoneInvalid, zoneNotFound } from './errors';
import type { ZoneBookEvent } from './events';
import type { ZoneBookState } from './evolve';

// A zone's name is its own, and a zip code belongs to one active zone at most: an address must
// resolve to one fee and one estimate. Changing a zone never touches orders already placed (each
// carries the zone it was placed in).

function check(zone: DeliveryZone, others: readonly DeliveryZone[]): void {
  const name = zone.name.toLowerCase();
  if (others.some((z) => z.name.toLowerCase() === name)) throw zoneInvalid('ZONE.NAME_TAKEN', 'name');
  if (!zone.isActive) return;
  const taken = new Set(others.filter((z) => z.isActive).flatMap((z) => z.zipCodes));
  if (zone.zipCodes.some((zip) => taken.has(zip))) throw zoneInvalid('ZONE.ZIP_TAKEN', 'zipCodes');
}

export function decideZoneBook(command: ZoneBookCommand, state: ZoneBookState): ZoneBookEvent[] {
  if (command.type === 'AddDeliveryZone') {
    const { zone } = command.data;
    const same = state.zones.find((z) => z.id === zone.id);
    if (same) {
      if (JSON.stringify(same) === JSON.stringify(zone)) return []; // a retry
      throw zoneInvalid('ZONE.ID_TAKEN', 'id');
    }
    check(zone, state.zones);
    return [{ type: 'DeliveryZoneAdded', data: { zone } }];
  }
  const current = state.zones.find((z) => z.id === command.data.id);
  if (!current) throw zoneNotFound();
  const changes = Object.fromEntries(Object.entries(command.data.changes).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) throw zoneInvalid('ZONE.NOTHING_TO_CHANGE', 'body');
  const zone: DeliveryZone = { ...current, ...changes, id: current.id };
  if (JSON.stringify(zone) === JSON.stringify(current)) return [];
  check(
    zone,
    state.zones.filter((z) => z.id !== zone.id),
  );
  return [{ type: 'DeliveryZoneChanged', data: { zone } }];
}
