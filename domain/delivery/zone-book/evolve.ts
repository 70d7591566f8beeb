import { DELIVERY_ZONES, type DeliveryZone } from '../zones';
import type { ZoneBookEvent } from './events';

export type ZoneBookState = { zones: readonly DeliveryZone[] };
export const initialZoneBook = (): ZoneBookState => ({ zones: DELIVERY_ZONES });

export function evolveZoneBook(state: ZoneBookState, event: ZoneBookEvent): ZoneBookState {
  const { zone } = event.data;
  switch (event.type) {
    case 'DeliveryZoneAdded':
      return { zones: [...state.zones, zone] };
    case 'DeliveryZoneChanged':
      return { zones: state.zones.map((z) => (z.id === zone.id ? zone : z)) };
    default:
      return state;
  }
}
