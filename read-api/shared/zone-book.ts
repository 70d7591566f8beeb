import { ZONE_BOOK_STREAM, zoneBookDecider, type DeliveryZone, type ZoneBookEvent } from '../../domain/delivery';
import type { SettingsReader } from './shop-settings';

// The delivery zones as the admin keeps them, folded from their one stream as the command side folds
// it (a handful of events; no read model keeps them): a change shows on the next request.
export async function zoneBook(store: SettingsReader): Promise<readonly DeliveryZone[]> {
  const events = await store.readStream(ZONE_BOOK_STREAM);
  return events.reduce(
    (s, e) => zoneBookDecider.evolve(s, e as unknown as ZoneBookEvent),
    zoneBookDecider.initialState(),
  ).zones;
}
