import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { hasAnyPermission, type HasRoles, type Permission, type RouteRule } from '../../domain/identity';
import { ORDER_MESSAGES, ORDER_PAGE_SIZE, OrderPage, OrderView } from '../../domain/orders';
import { problem, sendProblem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import { readYourWrites, type ConsistencyDeps } from '../shared/consistency';
import { useReadModelErrors } from '../shared/read-model-errors';
import { pageOf } from '../shared/paging';
import { listOrders, orderDetail } from './queries';
import * as q from './query-schemas';

export interface OrderRouteDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
}

/**
 * Who works on every order: the shop's processing (warehouse); owner and admin pass. Not the delivery
 * staff (issue 38): spec 6 gives them deliveries, whose routes carry the recipient, address and phone.
 */
const STAFF: readonly Permission[] = ['process-orders'];
// Spec 6: a client reads their order history; the staff read every order. One rule opens the routes,
// and the principal's permissions then decide how much they see.
export const ORDERS: RouteRule = { permissions: ['order-history', ...STAFF] };
const config = { access: ORDERS };
const notFound = () => problem(404, 'ORDER.NOT_FOUND', ORDER_MESSAGES['ORDER.NOT_FOUND']);

/** The customer whose orders a principal may read; undefined for the staff, who read them all. */
export const ownCustomer = (p: HasRoles & { userId: string }) => (hasAnyPermission(p, STAFF) ? undefined : p.userId);

export const orderReadRoutes: FastifyPluginAsyncZod<OrderRouteDeps> = async (app, { db, consistency }) => {
  useReadModelErrors(app);
  const orders = readYourWrites(consistency, ['orders']);

  app.get(
    '/api/orders',
    {
      config,
      schema: {
        summary: 'Pedidos, 10 por página: los propios de un cliente, todos para el personal',
        querystring: q.orderListQuery,
        response: { 200: OrderPage },
      },
      preHandler: orders,
    },
    async (req) => {
      const { status, page } = req.query;
      const found = await listOrders(db, { customerId: ownCustomer(req.principal!), status }, page);
      return pageOf(found.items, found.total, page, ORDER_PAGE_SIZE);
    },
  );

  // Another customer's order is 'not found', exactly like an unknown id: its existence is not told.
  app.get(
    '/api/orders/:id',
    {
      config,
      schema: {
        summary: 'Un pedido completo',
        params: q.orderParams,
        querystring: q.plainQuery,
        response: { 200: OrderView },
      },
      preHandler: orders,
    },
    async (req, reply) =>
      (await orderDetail(db, req.params.id, ownCustomer(req.principal!))) ?? sendProblem(reply, notFound()),
  );
};
