import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUBSCRIPTION_ADMIN } from '../../domain/identity';
import {
  addPlanBody,
  editPlanBody,
  PLAN_BOOK_STREAM,
  planBookDecider,
  type PlanBookCommand,
} from '../../domain/subscriptions';
import { toCents } from '../../domain/shared';
import type { CommandBody } from '../../application/handler';
import { commandHeaders, commandResponses } from '../schemas';
import { sendCommand, type CommandDeps } from '../send-command';

// The subscription plans (issue 16; spec 3 "Subscription plan"), kept by admin and managers in one
// book. A plan's price and words may change for new subscriptions; one running keeps the price it took.

const access = { access: SUBSCRIPTION_ADMIN };
const schema = { tags: ['subscriptions'], headers: commandHeaders, response: commandResponses };
const params = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'Plan de suscripción no encontrado.' }),
});

export const planRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const send = (
    req: Parameters<typeof sendCommand>[1],
    reply: Parameters<typeof sendCommand>[2],
    id: string,
    command: CommandBody<PlanBookCommand>,
  ) => sendCommand(deps, req, reply, { decider: planBookDecider, id, streamId: PLAN_BOOK_STREAM, command });

  app.post(
    '/api/subscriptions/plans',
    { config: access, schema: { ...schema, summary: 'Agrega un plan de suscripción', body: addPlanBody } },
    (req, reply) => {
      const { code, name, description = '', frequency, price, active = true } = req.body;
      const plan = { id: code, name, description, frequency, priceCents: toCents(price), isActive: active };
      return send(req, reply, code, { type: 'AddSubscriptionPlan', data: { plan } });
    },
  );

  app.patch(
    '/api/subscriptions/plans/:id',
    {
      config: access,
      schema: {
        ...schema,
        summary: 'Cambia nombre, descripción, precio o disponibilidad de un plan',
        params,
        body: editPlanBody,
      },
    },
    (req, reply) => {
      const { price, active, ...words } = req.body;
      const changes = {
        ...words,
        ...(price === undefined ? {} : { priceCents: toCents(price) }),
        ...(active === undefined ? {} : { isActive: active }),
      };
      return send(req, reply, req.params.id, { type: 'EditSubscriptionPlan', data: { id: req.params.id, changes } });
    },
  );
};
