import type { DomainEvent } from '../../shared/decider';
import type { DeliveryZone } from '../zones';

// The shop's delivery zones as the admin keeps them (issue 15): one book, one stream, the spec's
// three zones until the first change (zones.ts DELIVERY_ZONES). Each event carries the whole zone as
// it stands after it, so any reader folds the book without knowing what changed.

export type DeliveryZoneAdded = DomainEvent<'DeliveryZoneAdded', { zone: DeliveryZone }>;
export type DeliveryZoneChanged = DomainEvent<'DeliveryZoneChanged', { zone: DeliveryZone }>;
export type ZoneBookEvent = DeliveryZoneAdded | DeliveryZoneChanged;
export const ZONE_BOOK_EVENT_TYPES: ZoneBookEvent['type'][] = ['DeliveryZoneAdded', 'DeliveryZoneChanged'];
