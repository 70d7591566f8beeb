import type { Decider } from '../shared/decider';
import type { DeliveryCommand } from './delivery/commands';
import { decideDelivery } from './delivery/decide';
import type { DeliveryEvent } from './delivery/events';
import { evolveDelivery, initialDelivery, type DeliveryState } from './delivery/evolve';
import type { DriverCommand } from './driver/commands';
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
