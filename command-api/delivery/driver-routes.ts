import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  DRIVER_MESSAGES as M,
  driverDecider,
  driverLocationBody,
  driverNotFound,
  driverProfileBody,
  driverStream,
  positionTimeOk,
} from '../../domain/delivery';
import { hasPermission } from '../../domain/identity';
import { forbidden, invalid } from '../../domain/shared';
import type { AppDatabase } from '../../infra/db/app-tables';
import { commandHeaders, commandResponses } from '../schemas';
import { sendCommand, type CommandDeps } from '../send-command';
import { activeDriver, recordPosition } from './acting';

// Drivers (issue 15): the delivery staff keep each one's vehicle and phone (a driver their own), and
// a driver's phone reports where they are while on route. A position is not a command: it appends
// nothing and answers 204 (decision 0070).

const params = z.object({ id: z.uuid({ error: M['DRIVER.NOT_FOUND'] }) });

export interface DriverRouteDeps extends CommandDeps {
  db: Kysely<AppDatabase>;
  now?: () => Date;
}

export const driverRoutes: FastifyPluginAsyncZod<DriverRouteDeps> = async (
  app,
  { db, now = () => new Date(), ...deps },
) => {
  app.patch(
    '/api/drivers/:id',
    {
      config: { access: { permissions: ['assign-deliveries', 'assigned-deliveries'] } },
      schema: {
        tags: ['delivery'],
        summary: 'Vehículo, placa y teléfono de un repartidor',
        headers: commandHeaders,
        response: commandResponses,
        params,
        body: driverProfileBody,
      },
    },
    async (req, reply) => {
      const driverId = req.params.id;
      const principal = req.principal!;
      // A driver edits their own; another's is "not found", like one who is not a driver.
      const own = principal.userId === driverId;
      if ((!own && !hasPermission(principal, 'assign-deliveries')) || !(await activeDriver(deps.handler, driverId)))
        throw driverNotFound();
      const command = { type: 'UpdateDriverProfile' as const, data: { driverId, ...req.body } };
      return sendCommand(deps, req, reply, {
        decider: driverDecider,
        id: driverId,
        streamId: driverStream(driverId),
        command,
      });
    },
  );

  app.post(
    '/api/drivers/me/location',
    {
      config: { access: 'assigned-deliveries' },
      schema: {
        tags: ['delivery'],
        summary: 'La posición del repartidor mientras está en ruta (no es un evento)',
        headers: commandHeaders,
        body: driverLocationBody,
        response: { 204: z.null().describe('Recibida'), 400: commandResponses[400], 403: commandResponses[403] },
      },
    },
    async (req, reply) => {
      const principal = req.principal!;
      // Only a driver's own phone says where a driver is (the owner passes every route, not this).
      if (!principal.roles.includes('driver')) throw forbidden('DRIVER.ONLY_DRIVERS', M['DRIVER.ONLY_DRIVERS']);
      const { latitude, longitude, accuracy = 0, at } = req.body;
      if (!positionTimeOk(at, now())) throw invalid('DRIVER.POSITION_TIME', M['DRIVER.POSITION_TIME'], 'at');
      await recordPosition(db, {
        driverId: principal.userId,
        latitude,
        longitude,
        accuracy,
        at: new Date(at).toISOString(),
      });
      return reply.code(204).send(null);
    },
  );
};
