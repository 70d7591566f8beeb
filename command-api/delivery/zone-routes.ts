import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addZoneBody,
  changeZoneBody,
  ZONE_BOOK_STREAM,
  zoneBookDecider,
  zoneIdOf,
  zoneParams,
  type ZoneBookCommand,
} from '../../domain/delivery';
import { toCents } from '../../domain/shared';
import type { CommandBody } from '../../application/handler';
import { commandHeaders, commandResponses } from '../schemas';
import { sendCommand, type CommandDeps } from '../send-command';

// The delivery zones, kept by the admin (issue 15; spec 3 "Delivery zone"). One book for the shop:
// a new order is placed in the zone its zip code falls in as the book stands then.

const access = { access: 'system-config' as const };
const schema = { tags: ['delivery'], headers: commandHeaders, response: commandResponses };

export const zoneRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const send = (
    req: Parameters<typeof sendCommand>[1],
    reply: Parameters<typeof sendCommand>[2],
    id: string,
    command: CommandBody<ZoneBookCommand>,
  ) => sendCommand(deps, req, reply, { decider: zoneBookDecider, id, streamId: ZONE_BOOK_STREAM, command });

  app.post(
    '/api/delivery/zones',
    { config: access, schema: { ...schema, summary: 'Agrega una zona de entrega', body: addZoneBody } },
    (req, reply) => {
      const { baseFee, isActive = true, id = zoneIdOf(req.body.name), ...rest } = req.body;
      const zone = { ...rest, id, isActive, baseFeeCents: toCents(baseFee) };
      return send(req, reply, id, { type: 'AddDeliveryZone', data: { zone } });
    },
  );

  app.patch(
    '/api/delivery/zones/:id',
    {
      config: access,
      schema: { ...schema, summary: 'Cambia una zona de entrega', params: zoneParams, body: changeZoneBody },
    },
    (req, reply) => {
      const { baseFee, ...rest } = req.body;
      const changes = { ...rest, ...(baseFee === undefined ? {} : { baseFeeCents: toCents(baseFee) }) };
      return send(req, reply, req.params.id, { type: 'ChangeDeliveryZone', data: { id: req.params.id, changes } });
    },
  );
};
