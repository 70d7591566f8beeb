import type { Decider } from '../shared/decider';
import type { DeliveryCommand } from './delivery/commands';
import { decideDelivery } from './delivery/decide';
import type { DeliveryEvent } from './delivery/events';
import { evolveDelivery, initialDelivery, type DeliveryState } from './delivery/evolve';
import type { DriverCommand } from './driver/commands';
import type { ZoneBookCommand } from './zone-book/commands';
import { decideZoneBook } from './zone-book/decide';
import type { ZoneBookEvent } from './zone-book/events';
import { evolveZoneBook, initialZoneBook, type ZoneBookState } from './zone-book/evolve';
import { decideDriver } from './driver/decide';
import type { DriverEvent } from './driver/events';
import { evolveDriver, initialDriver, type DriverState } from './driver/evolve';

export * from './zones';
export * from './schedule';
export * from './messages';
export * from './responses';
export * from './positions';
export * from './delivery/events';
export * from './delivery/commands';
export * from './delivery/errors';
export { scannedCode } from './delivery/decide';
export type { DeliveryState, KnownDelivery } from './delivery/evolve';
export * from './driver/events';
export * from './driver/commands';
export * from './driver/errors';
export type { DriverState } from './driver/evolve';
export * from './zone-book/events';
export * from './zone-book/commands';
export * from './zone-book/errors';
export type { ZoneBookState } from './zone-book/evolve';

/** One stream per delivery; an order's delivery has the order's id. */
export const DELIVERY_STREAM_PREFIX = 'delivery-';
export const deliveryStream = (deliveryId: string) => `${DELIVERY_STREAM_PREFIX}${deliveryId}`;

export const deliveryDecider: Decider<DeliveryCommand, DeliveryEvent, DeliveryState> = {
  stateVersion: 1,
  initialState: initialDelivery,
  evolve: evolveDelivery,
  decide: decideDelivery,
};

/** One stream per driver (the user's id): their vehicle and phone. */
export const DRIVER_STREAM_PREFIX = 'driver-';
export const driverStream = (userId: string) => `${DRIVER_STREAM_PREFIX}${userId}`;

export const driverDecider: Decider<DriverCommand, DriverEvent, DriverState> = {
  stateVersion: 1,
  initialState: initialDriver,
  evolve: evolveDriver,
  decide: decideDriver,
};

/** The shop's one book of delivery zones (not under `delivery-`, which names deliveries). */
export const ZONE_BOOK_STREAM = 'zone-book';

export const zoneBookDecider: Decider<ZoneBookCommand, ZoneBookEvent, ZoneBookState> = {
  stateVersion: 1,
  initialState: initialZoneBook,
  evolve: evolveZoneBook,
  decide: decideZoneBook,
};
