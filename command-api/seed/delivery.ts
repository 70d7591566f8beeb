import { v5 as uuidv5 } from 'uuid';
import {
  deliveryDecider,
  deliveryStream,
  driverDecider,
  driverStream,
  type DeliveryCommand,
} from '../../domain/delivery';
import { deliveryOfOrder, orderStream, type OrderPlaced } from '../../domain/orders';
import { demoUserId } from './users';
import type { EventStore } from '../../infra/event-store/port';
import type { CommandBody, CommandContext, CommandHandler } from '../../application/handler';
import { unlessRefused } from './inventory';
import { demoOrderId } from './orders';

// The demo shop's deliveries (FLORA_SEED_DEMO=1), after the demo orders: the driver's vehicle, two
// orders left for the delivery staff to assign, one assigned, one on its way (picked up by its code,
// route started), so the map, both dashboards and the tracking page have something to show. Fixed
// command ids: a restart adds nothing twice; the reactor's own schedule of the same orders is a no-op.

const NAMESPACE = '4a1f6c3e-9b2d-4e7f-8a5c-2d3b1e0f9c7a';
const DRIVER = demoUserId('driver@flora.test');
const STAFF = { userId: demoUserId('delivery@flora.test'), roles: ['delivery'] };
const AS_DRIVER = { userId: DRIVER, roles: ['driver'] };

const context = (name: string, actor: CommandContext['actor']): CommandContext => {
  const commandId = uuidv5(name, NAMESPACE);
  return { commandId, correlationId: commandId, actor, deviceId: 'demo-seed' };
};

/** Demo order key → how far its delivery has gone. */
const DEMO_DELIVERIES: [order: string, steps: number][] = [
  ['oficina', 1], // assigned
  ['mama', 3], // assigned, picked up, on its way
];

export async function seedDemoDeliveries({
  handler,
  store,
}: {
  handler: CommandHandler;
  store: Pick<EventStore, 'readStream'>;
}): Promise<{ deliveries: number }> {
  const profile = {
    driverId: DRIVER,
    vehicleType: 'motorcycle' as const,
    vehiclePlate: 'FLR-215',
    phone: '+1 305 555 0142',
  };
  await unlessRefused(() =>
    handler.handle(
      driverDecider,
      driverStream(DRIVER),
      { type: 'UpdateDriverProfile', data: profile },
      context('driver', STAFF),
    ),
  );
  let moved = 0;
  for (const [key, steps] of DEMO_DELIVERIES) {
    const orderId = demoOrderId(key);
    const [placed] = await store.readStream(orderStream(orderId));
    if (placed?.type !== 'OrderPlaced') continue; // not placed: short of stock after the staff's own changes
    const data = deliveryOfOrder((placed as unknown as OrderPlaced).data);
    const deliveryId = data.deliveryId;
    const commands: [CommandBody<DeliveryCommand>, CommandContext['actor']][] = [
      [{ type: 'ScheduleDelivery', data }, STAFF],
      [
        {
          type: 'AssignDriver',
          data: { deliveryId, driverId: DRIVER, driverName: 'Raúl Repartidor', reassign: false },
        },
        STAFF,
      ],
      [{ type: 'PickUpDelivery', data: { deliveryId, driverId: DRIVER, code: data.trackingCode } }, AS_DRIVER],
      [{ type: 'StartDeliveryRoute', data: { deliveryId, driverId: DRIVER } }, AS_DRIVER],
    ];
    for (const [i, [command, actor]] of commands.slice(0, steps + 1).entries())
      await unlessRefused(() =>
        handler.handle(deliveryDecider, deliveryStream(deliveryId), command, context(`${key}:${i}`, actor)),
      );
    moved++;
  }
  return { deliveries: moved };
}
