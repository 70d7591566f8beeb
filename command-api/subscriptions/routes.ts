import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUBSCRIPTION_ADMIN, SUBSCRIPTIONS } from '../../domain/identity';
import {
  cancelSubscriptionBody,
  changeSubscriptionBody,
  emptySubscriptionBody,
  pauseSubscriptionBody,
  payChargeBody,
  subscribeBody,
  subscriptionDecider,
  subscriptionInvalid,
  subscriptionStream,
  waiveChargeBody,
  type SubscriptionCommand,
} from '../../domain/subscriptions';
import { userDecider, userStream } from '../../domain/users';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandBody } from '../../application/handler';
import { commandHeaders, commandResponses, problemBody } from '../schemas';
import { commandContext, sendCommand, type CommandDeps } from '../send-command';
import {
  deliveryZones,
  ensureOwnSubscription,
  isSubscriptionStaff,
  offeredPlan,
  shopToday,
} from '../../application/shop-facts';

// A customer's subscriptions (issue 16): they subscribe, change, pause, resume, skip and cancel their
// own; admin and managers do the same for any customer and settle the cycles' charges (no card
// processor is reachable here: staff mark them paid — decision 0063).

const NOT_FOUND = 'Suscripción no encontrada.';
const params = z.object({ id: z.uuid({ error: NOT_FOUND }) });
const chargeParams = params.extend({ cycleDay: z.iso.date({ error: 'Ese ciclo no tiene cargo pendiente.' }) });
const responses = {
  ...commandResponses,
  404: { description: NOT_FOUND, content: { 'application/problem+json': { schema: problemBody } } },
};

export interface SubscriptionRouteDeps extends CommandDeps {
  /** The clock "today" is read from (tests pin it). */
  now?: () => Date;
}

export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRouteDeps> = async (
  app,
  { now = () => new Date(), ...deps },
) => {
  const schema = { tags: ['subscriptions'], headers: commandHeaders, response: responses };
  const toSubscription = (id: string, command: CommandBody<SubscriptionCommand>) => ({
    decider: subscriptionDecider,
    id,
    streamId: subscriptionStream(id),
    command,
  });

  app.post(
    '/api/subscriptions',
    {
      config: { access: SUBSCRIPTIONS },
      schema: { ...schema, summary: 'Suscribe a un cliente a un plan', body: subscribeBody },
    },
    async (req, reply) => {
      const context = commandContext(req);
      const { subscriptionId, planId, customerId, recipientPhone = '', notes = '', ...rest } = req.body;
      const principal = req.principal!;
      const staff = isSubscriptionStaff(principal);
      if (customerId !== undefined && customerId !== principal.userId) {
        if (!staff) throw subscriptionInvalid('SUBSCRIPTION.CUSTOMER_STAFF_ONLY', 'customerId');
        const { state } = await deps.handler.load(userDecider, userStream(customerId));
        if (state.status !== 'active' || !state.roles.includes('client'))
          throw subscriptionInvalid('SUBSCRIPTION.CUSTOMER_NOT_FOUND', 'customerId');
      } else if (staff && customerId === undefined)
        throw subscriptionInvalid('SUBSCRIPTION.CUSTOMER_REQUIRED', 'customerId');
      // From the command id: an Idempotency-Key repeat is the same subscription.
      const id = subscriptionId ?? commandIdFor(context.commandId, 'subscription');
      const [plan, zones, today] = await Promise.all([
        offeredPlan(deps.handler, planId),
        deliveryZones(deps.handler),
        shopToday(deps.handler, now()),
      ]);
      const data = {
        ...rest,
        subscriptionId: id,
        customerId: customerId ?? principal.userId,
        plan,
        zones,
        today,
        recipientPhone,
        notes,
      };
      return sendCommand(deps, req, reply, toSubscription(id, { type: 'Subscribe', data }), { context });
    },
  );

  app.patch(
    '/api/subscriptions/:id',
    {
      config: { access: SUBSCRIPTIONS },
      schema: {
        ...schema,
        summary: 'Cambia el plan (desde el próximo ciclo) o la dirección',
        params,
        body: changeSubscriptionBody,
      },
    },
    async (req, reply) => {
      const subscriptionId = req.params.id;
      await ensureOwnSubscription(deps.handler, req.principal!, subscriptionId);
      const { planId, deliveryAddress } = req.body;
      const [plan, zones, today] = await Promise.all([
        planId === undefined ? undefined : offeredPlan(deps.handler, planId),
        deliveryZones(deps.handler),
        shopToday(deps.handler, now()),
      ]);
      const data = { subscriptionId, plan, deliveryAddress, zones, today };
      return sendCommand(deps, req, reply, toSubscription(subscriptionId, { type: 'ChangeSubscription', data }));
    },
  );

  // Each step from the shop's today; the body says what only the customer knows (until, reason).
  type Step = (
    id: string,
    today: string,
    body: { until?: string | null; reason?: string },
  ) => CommandBody<SubscriptionCommand>;
  const steps: [path: string, summary: string, body: z.ZodType, command: Step][] = [
    [
      'pause',
      'Pausa la suscripción desde hoy, hasta una fecha o hasta reanudarla',
      pauseSubscriptionBody,
      (subscriptionId, today, b) => ({
        type: 'PauseSubscription',
        data: { subscriptionId, until: b.until ?? null, today },
      }),
    ],
    [
      'resume',
      'Reanuda la suscripción desde la próxima fecha válida (sin recuperar las perdidas)',
      emptySubscriptionBody,
      (subscriptionId, today) => ({ type: 'ResumeSubscription', data: { subscriptionId, today } }),
    ],
    [
      'skip-next',
      'Omite la próxima entrega aún no preparada',
      emptySubscriptionBody,
      (subscriptionId, today) => ({ type: 'SkipNextDelivery', data: { subscriptionId, today } }),
    ],
    [
      'cancel',
      'Cancela la suscripción, con su motivo',
      cancelSubscriptionBody,
      (subscriptionId, _today, b) => ({ type: 'CancelSubscription', data: { subscriptionId, reason: b.reason ?? '' } }),
    ],
  ];
  for (const [path, summary, body, command] of steps)
    app.post(
      `/api/subscriptions/:id/${path}`,
      { config: { access: SUBSCRIPTIONS }, schema: { ...schema, summary, params, body: body.optional() } },
      async (req, reply) => {
        const subscriptionId = req.params.id;
        await ensureOwnSubscription(deps.handler, req.principal!, subscriptionId);
        const today = await shopToday(deps.handler, now());
        const sent = command(subscriptionId, today, (req.body ?? {}) as Parameters<Step>[2]);
        return sendCommand(deps, req, reply, toSubscription(subscriptionId, sent));
      },
    );

  app.post(
    '/api/subscriptions/:id/charges/:cycleDay/pay',
    {
      config: { access: SUBSCRIPTION_ADMIN },
      schema: {
        ...schema,
        summary: 'Registra el pago del cargo de un ciclo',
        params: chargeParams,
        body: payChargeBody,
      },
    },
    (req, reply) => {
      const { id: subscriptionId, cycleDay } = req.params;
      const data = { subscriptionId, cycleDay, method: req.body.method };
      return sendCommand(deps, req, reply, toSubscription(subscriptionId, { type: 'PaySubscriptionCharge', data }));
    },
  );

  app.post(
    '/api/subscriptions/:id/charges/:cycleDay/waive',
    {
      config: { access: SUBSCRIPTION_ADMIN },
      schema: {
        ...schema,
        summary: 'Exonera el cargo de un ciclo, con su motivo',
        params: chargeParams,
        body: waiveChargeBody,
      },
    },
    (req, reply) => {
      const { id: subscriptionId, cycleDay } = req.params;
      const data = { subscriptionId, cycleDay, reason: req.body.reason };
      return sendCommand(deps, req, reply, toSubscription(subscriptionId, { type: 'WaiveSubscriptionCharge', data }));
    },
  );
};
