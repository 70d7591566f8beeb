import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { shopClockAt } from '../../domain/delivery';
import { ruleAllows, SUBSCRIPTION_ADMIN, SUBSCRIPTION_RUN, SUBSCRIPTIONS, type HasRoles } from '../../domain/identity';
import { addDays } from '../../domain/shared';
import {
  PlanList,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_PAGE_SIZE,
  SubscriptionByIdView,
  SubscriptionPage,
  SubscriptionRun,
} from '../../domain/subscriptions';
import { problem, sendProblem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import { readYourWrites, type ConsistencyDeps } from '../shared/consistency';
import { useReadModelErrors } from '../shared/read-model-errors';
import { pageOf } from '../shared/paging';
import { shopTimeZone, type SettingsReader } from '../shared/shop-settings';
import { listPlans, listSubscriptions, subscriptionDetail } from './queries/subscriptions';
import * as q from './query-schemas';
import { subscriptionRun } from './queries/run';

export interface SubscriptionRouteDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
  /** The settings stream: the shop's time zone, in which "today" is read. */
  store: SettingsReader;
  /** The read side's clock (tests fix it): statuses, next and planned deliveries are as of its day. */
  now?: () => Date;
}

// Spec 2.3 and 7: a client reads their own subscriptions (manage-subscriptions); the subscription
// admin reads every one; the delivery staff read the run sheet. The plans are public: a visitor
// choosing a plan sees the active ones, the subscription admin every one (?all=true).
/** How many days the run sheet spans without a date: today and the next thirteen. */
const RUN_DAYS = 14;

const notFound = () => problem(404, 'SUBSCRIPTION.NOT_FOUND', SUBSCRIPTION_MESSAGES['SUBSCRIPTION.NOT_FOUND']);

type Principal = HasRoles & { userId: string };
/** The customer whose subscriptions a principal may read; undefined for the admin, who reads them all. */
const ownSubscriptions = (p: Principal) => (ruleAllows(p, SUBSCRIPTION_ADMIN) ? undefined : p.userId);

export const subscriptionReadRoutes: FastifyPluginAsyncZod<SubscriptionRouteDeps> = async (
  app,
  { db, consistency, store, now = () => new Date() },
) => {
  useReadModelErrors(app);
  const plans = readYourWrites(consistency, ['subscriptions']);
  const fresh = readYourWrites(consistency, ['subscriptions', 'users']);
  // The deliveries' own status comes from their read model: a read after a delivery's step waits for it too.
  const withDeliveries = readYourWrites(consistency, ['subscriptions', 'users', 'deliveries']);
  const today = async () => shopClockAt(now(), await shopTimeZone(store)).today;

  // Static paths beside /:id: fastify matches a static segment before a parameter.
  app.get(
    '/api/subscriptions/plans',
    {
      config: { access: 'public', identifyIfSigned: true },
      schema: {
        summary: 'Planes de suscripción activos; con ?all=true también los inactivos (administración)',
        security: [],
        querystring: q.planListQuery,
        response: { 200: PlanList },
      },
      preHandler: plans,
    },
    async (req, reply) => {
      const all = req.query.all === 'true';
      if (all && !req.principal) return sendProblem(reply, problem(401, 'UNAUTHENTICATED', 'Falta el token de acceso'));
      if (all && !ruleAllows(req.principal!, SUBSCRIPTION_ADMIN))
        return sendProblem(reply, problem(403, 'FORBIDDEN', 'No tienes permiso para esta acción.'));
      return listPlans(db, all);
    },
  );

  app.get(
    '/api/subscriptions/deliveries',
    {
      config: { access: SUBSCRIPTION_RUN },
      schema: {
        summary: 'Entregas de suscripciones por día (programadas y planificadas), para el equipo de entregas',
        querystring: q.runQuery,
        response: { 200: SubscriptionRun },
      },
      preHandler: withDeliveries,
    },
    async (req) => {
      const day = await today();
      const from = req.query.date ?? day;
      const to = req.query.date ?? addDays(day, RUN_DAYS - 1);
      return { from, to, items: await subscriptionRun(db, { from, to }, req.query.status, day) };
    },
  );

  app.get(
    '/api/subscriptions',
    {
      config: { access: SUBSCRIPTIONS },
      schema: {
        summary: 'Suscripciones, 20 por página: las propias de un cliente, todas para la administración',
        querystring: q.subscriptionListQuery,
        response: { 200: SubscriptionPage },
      },
      preHandler: fresh,
    },
    async (req) => {
      const { status, customer, page } = req.query;
      const customerId = ownSubscriptions(req.principal!) ?? customer;
      const found = await listSubscriptions(db, { customerId, status }, await today(), page);
      const { items, total, counts, monthlyRecurringRevenue } = found;
      return { ...pageOf(items, total, page, SUBSCRIPTION_PAGE_SIZE), counts, monthlyRecurringRevenue };
    },
  );

  // Another customer's subscription is 'not found', exactly like an unknown id: its existence is not told.
  app.get(
    '/api/subscriptions/:id',
    {
      config: { access: SUBSCRIPTIONS },
      schema: {
        summary: 'Una suscripción: sus entregas y sus pagos',
        params: q.subscriptionParams,
        querystring: q.plainQuery,
        response: { 200: SubscriptionByIdView },
      },
      preHandler: withDeliveries,
    },
    async (req, reply) =>
      (await subscriptionDetail(db, req.params.id, await today(), ownSubscriptions(req.principal!))) ??
      sendProblem(reply, notFound()),
  );
};
