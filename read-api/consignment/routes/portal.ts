import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DiscrepancyList, SettlementList } from '../../../domain/consignment';
import type { Access } from '../../../infra/http/auth';
import { readYourWrites, type ConsistencyDeps } from '../../shared/consistency';
import { listDiscrepancies, listSettlements } from '../queries/portal';
import { scopeOf } from '../queries/scope';
import * as q from '../query-schemas';
import type { ConsignmentReadDb } from '../to-response/views';

// Issue 45: the settlements (each with its statement and whether the partner confirmed it), read by
// the staff and by each partner for its own, and the discrepancies partners reported: the shop's tasks.

type App = Parameters<FastifyPluginAsyncZod>[0];

interface PortalReadDeps {
  db: ConsignmentReadDb;
  consistency: ConsistencyDeps;
  /** The staff, and a partner for its own rows. */
  portalRead: Access;
  /** The staff only. */
  staffRead: Access;
}

export async function portalReadRoutes(app: App, { db, consistency, portalRead, staffRead }: PortalReadDeps) {
  const consignment = readYourWrites(consistency, ['consignment']);

  app.get(
    '/api/consignment/settlements',
    {
      config: { access: portalRead },
      schema: { querystring: q.settlementListQuery, response: { 200: SettlementList } },
      preHandler: consignment,
    },
    async (req) => listSettlements(db, { partner: req.query.partner }, scopeOf(req)),
  );

  app.get(
    '/api/consignment/discrepancies',
    {
      config: { access: staffRead },
      schema: { querystring: q.discrepancyListQuery, response: { 200: DiscrepancyList } },
      preHandler: consignment,
    },
    async (req) => listDiscrepancies(db, { status: req.query.status }, scopeOf(req)),
  );
}
