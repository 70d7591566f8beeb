import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  assignDriverBody,
  DELIVERY_ERROR_MESSAGES as M,
  deliveryDecider,
  deliveryInvalid,
  deliveryNotFound,
  deliveryStatusBody,
  deliveryStream,
  scanBody,
  type DeliveryCommand,
  type DeliveryStatusBody,
} from '../../domain/delivery';
import { forbidden } from '../../domain/shared';
import { hasPermission, type HasRoles } from '../../domain/identity';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { CommandBody } from '../../application/handler';
import { commandHeaders, commandResponses, problemBody } from '../schemas';
import { sendCommand, type CommandDeps } from '../send-command';
import { actingDriver, activeDriver, handoverPoint } from './acting';

// Deliveries (issue 15): the delivery staff assign and reassign drivers; a driver picks the package
// up by scanning its QR code, starts the route, hands it over or reports a failed attempt. The
// order follows its delivery through the reactor engine (reactors/order-follows-delivery).

const params = z.object({ id: z.uuid({ error: M['DELIVERY.INVALID_ID'] }) });
const responses = {
  ...commandResponses,
  404: { description: 'Entrega no encontrada', content: { 'application/problem+json': { schema: problemBody } } },
};

export interface DeliveryRouteDeps extends CommandDeps {
  db: Kysely<AppDatabase>;
  now?: () => Date;
}

export const deliveryRoutes: FastifyPluginAsyncZod<DeliveryRouteDeps> = async (
  app,
  { db, now = () => new Date(), ...deps },
) => {
  const schema = { tags: ['delivery'], headers: commandHeaders, response: responses, params };
  const toDelivery = (deliveryId: string, command: CommandBody<DeliveryCommand>) => ({
    decider: deliveryDecider,
    id: deliveryId,
    streamId: deliveryStream(deliveryId),
    command,
  });

  app.post(
    '/api/deliveries/:id/assign',
    {
      config: { access: 'assign-deliveries' },
      schema: { ...schema, summary: 'Asigna (o reasigna) un repartidor', body: assignDriverBody },
    },
    async (req, reply) => {
      const { driverId, reassign = false } = req.body;
      const driver = await activeDriver(deps.handler, driverId);
      if (!driver) throw deliveryInvalid('DELIVERY.NOT_A_DRIVER', 'driverId');
      const deliveryId = req.params.id;
      const data = { deliveryId, driverId, driverName: driver.name, reassign };
      return sendCommand(deps, req, reply, toDelivery(deliveryId, { type: 'AssignDriver', data }));
    },
  );

  app.post(
    '/api/deliveries/:id/scan',
    {
      config: { access: { permissions: ['scan-qr-codes', 'assign-deliveries'] } },
      schema: { ...schema, summary: 'Recoge el paquete escaneando su código QR', body: scanBody },
    },
    (req, reply) => {
      const deliveryId = req.params.id;
      const data = { deliveryId, driverId: actingDriver(req.principal!), code: req.body.code };
      return sendCommand(deps, req, reply, toDelivery(deliveryId, { type: 'PickUpDelivery', data }));
    },
  );

  app.post(
    '/api/deliveries/:id/status',
    {
      config: { access: 'update-delivery-status' },
      schema: {
        ...schema,
        summary: 'En camino, entregada (con quién la recibió), cancelada, o de vuelta a pendiente (intento fallido)',
        body: deliveryStatusBody,
      },
    },
    async (req, reply) => {
      const deliveryId = req.params.id;
      const command = await statusCommand(deliveryId, req.body, req.principal!);
      return sendCommand(deps, req, reply, toDelivery(deliveryId, command));
    },
  );

  async function assignedDriver(deliveryId: string): Promise<string | null> {
    const { state } = await deps.handler.load(deliveryDecider, deliveryStream(deliveryId));
    if (state.status === 'absent') throw deliveryNotFound();
    return state.driverId;
  }

  async function statusCommand(
    deliveryId: string,
    body: DeliveryStatusBody,
    principal: HasRoles & { userId: string },
  ): Promise<CommandBody<DeliveryCommand>> {
    const driverId = actingDriver(principal);
    const notes = body.notes ?? '';
    switch (body.status) {
      case 'IN_TRANSIT':
        return { type: 'StartDeliveryRoute', data: { deliveryId, driverId } };
      case 'PENDING':
        return { type: 'FailDeliveryAttempt', data: { deliveryId, driverId, reason: notes } };
      case 'CANCELLED':
        if (!hasPermission(principal, 'assign-deliveries'))
          throw forbidden('DELIVERY.CANCEL_STAFF_ONLY', M['DELIVERY.CANCEL_STAFF_ONLY']);
        return { type: 'CancelDelivery', data: { deliveryId, reason: notes } };
      case 'DELIVERED': {
        // The handover point is the assigned driver's: the one acting (decide() refuses another), or,
        // when the staff record it, the one the delivery names.
        const assigned = driverId ?? (await assignedDriver(deliveryId));
        const point = assigned ? await handoverPoint(db, assigned, now()) : null;
        const data = {
          deliveryId,
          driverId,
          recipientName: body.recipientName ?? '',
          notes,
          photo: body.photo ?? null,
          handoverPoint: point,
        };
        return { type: 'CompleteDelivery', data };
      }
    }
  }
};
