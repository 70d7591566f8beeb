import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  DELIVERY_ERROR_MESSAGES,
  DeliveryPage,
  DeliveryView,
  DRIVER_MESSAGES,
  DriverList,
  DriverView,
  shopClockAt,
} from '../../../domain/delivery';
import { fileAnswer } from '../../../infra/http/answers';
import { hasAnyPermission, hasPermission, type HasRoles, type RouteRule } from '../../../domain/identity';
import { problem, sendProblem } from '../../../infra/http/problem';
import type { ReadModels } from '../../../projections/read-models';
import { readYourWrites, type ConsistencyDeps } from '../../shared/consistency';
import { useReadModelErrors } from '../../shared/read-model-errors';
import { pageOf } from '../../shared/paging';
import { shopTimeZone, type SettingsReader } from '../../shared/shop-settings';
import { listDrivers } from '../queries/drivers';
import { labelPdf } from '../to-response/label-pdf';
import { deliveryDetail, labelFacts, listDeliveries, type LateClock } from '../queries/deliveries';
import * as q from '../query-schemas/deliveries';

export interface DeliveriesRouteDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
  /** The settings stream: the shop's time zone, in which "today" and "late" are read. */
  store: SettingsReader;
  /** The read side's clock (tests fix it): lateness and the freshness of positions are judged against it. */
  now?: () => Date;
}

// Spec 6: the delivery staff view every delivery and assign them; a driver sees their own only (and
// another driver's is 'not found', exactly like an unknown id). One rule opens each route, and the
// principal's permissions then decide how much they see.
export const DELIVERIES: RouteRule = { permissions: ['view-deliveries', 'assigned-deliveries'] };
/** Printed from the orders queue (the warehouse) or by the delivery staff. */
const LABELS: RouteRule = { permissions: ['process-orders', 'view-deliveries'] };
const DRIVERS: RouteRule = { permissions: ['view-deliveries', 'assign-deliveries'] };
/** A driver reads their own card too (their vehicle, their day). */
const ONE_DRIVER: RouteRule = { permissions: [...DRIVERS.permissions!, 'assigned-deliveries'] };

const deliveryNotFound = () => problem(404, 'DELIVERY.NOT_FOUND', DELIVERY_ERROR_MESSAGES['DELIVERY.NOT_FOUND']);
const driverNotFound = () => problem(404, 'DRIVER.NOT_FOUND', DRIVER_MESSAGES['DRIVER.NOT_FOUND']);

type Principal = HasRoles & { userId: string };
/** The driver whose deliveries a principal may read; undefined for the staff, who read them all. */
export const ownDeliveries = (p: Principal) => (hasPermission(p, 'view-deliveries') ? undefined : p.userId);
const seesEveryDriver = (p: Principal) => hasAnyPermission(p, DRIVERS.permissions!);

export const deliveriesReadRoutes: FastifyPluginAsyncZod<DeliveriesRouteDeps> = async (
  app,
  { db, consistency, store, now = () => new Date() },
) => {
  useReadModelErrors(app);
  const fresh = readYourWrites(consistency, ['deliveries']);
  const freshDrivers = readYourWrites(consistency, ['users', 'deliveries']);
  async function clock(): Promise<LateClock> {
    const at = now();
    return { now: at, today: shopClockAt(at, await shopTimeZone(store)).today };
  }

  app.get(
    '/api/deliveries',
    {
      config: { access: DELIVERIES },
      schema: {
        summary: 'Entregas, 20 por página: todas para el equipo de entregas, las propias para un repartidor',
        querystring: q.deliveryListQuery,
        response: { 200: DeliveryPage },
      },
      preHandler: fresh,
    },
    async (req) => {
      const { status, date, driverId, zoneId, page } = req.query;
      const own = ownDeliveries(req.principal!);
      const filter = { status, date, zoneId, driverId: own ?? driverId };
      const found = await listDeliveries(db, filter, await clock(), page);
      return pageOf(found.items, found.total, page, q.DELIVERY_PAGE_SIZE);
    },
  );

  app.get(
    '/api/deliveries/:id',
    {
      config: { access: DELIVERIES },
      schema: {
        summary: 'Una entrega completa, con la foto de la entrega',
        params: q.deliveryParams,
        querystring: q.plainQuery,
        response: { 200: DeliveryView },
      },
      preHandler: fresh,
    },
    async (req, reply) =>
      (await deliveryDetail(db, req.params.id, await clock(), ownDeliveries(req.principal!))) ??
      sendProblem(reply, deliveryNotFound()),
  );

  app.get(
    '/api/deliveries/:id/label',
    {
      config: { access: LABELS },
      schema: {
        summary: 'Etiqueta de envío (PDF, 100 × 150 mm) con el código QR del paquete',
        params: q.deliveryParams,
        querystring: q.plainQuery,
        response: { 200: fileAnswer('application/pdf', 'Etiqueta de envío en PDF') },
      },
      preHandler: fresh,
    },
    async (req, reply) => {
      const facts = await labelFacts(db, req.params.id);
      if (!facts) return sendProblem(reply, deliveryNotFound());
      // The address the shop is reached at (the gateway passes the browser's Host on), so a phone
      // scanning the label opens this shop's tracking page.
      const pdf = await labelPdf(facts, `${req.protocol}://${req.host}/track/${facts.tracking_code}`);
      const name = facts.source_number.replace(/[^A-Za-z0-9-]/g, '') || 'entrega';
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="etiqueta-${name}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/drivers',
    {
      config: { access: DRIVERS },
      schema: {
        summary: 'Repartidores: vehículo, entrega en curso, ubicación reciente y su día',
        querystring: q.plainQuery,
        response: { 200: DriverList },
      },
      preHandler: freshDrivers,
    },
    async () => listDrivers(db, await clock()),
  );

  // A driver asking for another driver's card gets the unknown id's answer.
  app.get(
    '/api/drivers/:id',
    {
      config: { access: ONE_DRIVER },
      schema: {
        summary: 'Un repartidor',
        params: q.driverParams,
        querystring: q.plainQuery,
        response: { 200: DriverView },
      },
      preHandler: freshDrivers,
    },
    async (req, reply) => {
      const { id } = req.params;
      const mayRead = seesEveryDriver(req.principal!) || id === req.principal!.userId;
      const [driver] = mayRead ? await listDrivers(db, await clock(), id) : [];
      return driver ?? sendProblem(reply, driverNotFound());
    },
  );
};
