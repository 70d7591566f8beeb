import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgreementDetail,
  AgreementHistory,
  AgreementPage,
  CONSIGNMENT_MESSAGES,
  ConsignmentSummary,
  PartnerList,
  PartnerView,
} from '../../../domain/consignment';
import { fileAnswer } from '../../../infra/http/answers';
import { problem, sendProblem } from '../../../infra/http/problem';
import { readYourWrites, type ConsistencyDeps } from '../../shared/consistency';
import { pageOf } from '../../shared/paging';
import { useReadModelErrors } from '../../shared/read-model-errors';
import {
  agreementDetail,
  agreementHistory,
  agreementItems,
  agreementRow,
  consignmentSummary,
  listAgreements,
} from '../queries/agreements';
import { scopeOf } from '../queries/scope';
import type { RouteRule } from '../../../domain/identity';
import { portalReadRoutes } from './portal';
import { listPartners, partnerDetail } from '../queries/partners';
import * as q from '../query-schemas';
import { statementOf } from '../to-response/statement';
import { statementPdf } from '../to-response/statement-pdf';
import type { ConsignmentReadDb } from '../to-response/views';
import { shopSettings, type SettingsReader } from '../../shared/shop-settings';

export interface ConsignmentRouteDeps {
  db: ConsignmentReadDb;
  consistency: ConsistencyDeps;
  /** The shop's settings: the statement's money (issue 43). */
  store: SettingsReader;
}

// Reads and agreement writes need 'manage-consignments' (warehouse holds it; admin and owner pass).
export const CONSIGNMENT_READ = 'manage-consignments' as const;
/**
 * Issue 45: the reads a partner's portal makes, open to the partner role as well — each answers a
 * partner with its own partner's rows only (queries/scope.ts). The staff's access is as it was.
 */
export const CONSIGNMENT_PORTAL_READ: RouteRule = { permissions: [CONSIGNMENT_READ], roles: ['partner'] };
const access = CONSIGNMENT_PORTAL_READ;
const partnerNotFound = () => problem(404, 'PARTNER.NOT_FOUND', CONSIGNMENT_MESSAGES['PARTNER.NOT_FOUND']);
const agreementNotFound = () => problem(404, 'AGREEMENT.NOT_FOUND', CONSIGNMENT_MESSAGES['AGREEMENT.NOT_FOUND']);

// ?minPosition waits for 'consignment' (partners and agreements are one read model); an agreement's
// history comes from 'audit'. Actor names (users) are decoration and never waited for.
export const consignmentReadRoutes: FastifyPluginAsyncZod<ConsignmentRouteDeps> = async (
  app,
  { db, consistency, store },
) => {
  useReadModelErrors(app);
  const consignment = readYourWrites(consistency, ['consignment']);
  const audit = readYourWrites(consistency, ['audit']);

  app.get(
    '/api/consignment/partners',
    {
      config: { access },
      schema: { querystring: q.partnerListQuery, response: { 200: PartnerList } },
      preHandler: consignment,
    },
    async (req) => listPartners(db, { search: req.query.search, status: req.query.status }, scopeOf(req)),
  );

  app.get(
    '/api/consignment/partners/:id',
    {
      config: { access },
      schema: { params: q.idParams, querystring: q.plainQuery, response: { 200: PartnerView } },
      preHandler: consignment,
    },
    async (req, reply) =>
      (await partnerDetail(db, req.params.id, scopeOf(req))) ?? sendProblem(reply, partnerNotFound()),
  );

  app.get(
    '/api/consignment/agreements',
    {
      config: { access },
      schema: { querystring: q.agreementListQuery, response: { 200: AgreementPage } },
      preHandler: consignment,
    },
    async (req) => {
      const { search, status, partner, page, pageSize } = req.query;
      const found = await listAgreements(db, { search, status, partner }, { page, pageSize }, scopeOf(req));
      return pageOf(found.items, found.total, page, pageSize);
    },
  );

  app.get(
    '/api/consignment/agreements/:id',
    {
      config: { access },
      schema: { params: q.idParams, querystring: q.plainQuery, response: { 200: AgreementDetail } },
      preHandler: consignment,
    },
    async (req, reply) =>
      (await agreementDetail(db, req.params.id, scopeOf(req))) ?? sendProblem(reply, agreementNotFound()),
  );

  app.get(
    '/api/consignment/agreements/:id/history',
    {
      config: { access },
      schema: { params: q.idParams, querystring: q.plainQuery, response: { 200: AgreementHistory } },
      preHandler: audit,
    },
    async (req, reply) => {
      const history = await agreementHistory(db, req.params.id, scopeOf(req));
      return history.length > 0 ? history : sendProblem(reply, agreementNotFound());
    },
  );

  app.get(
    '/api/consignment/summary',
    {
      // The shop's own figures over every partner: never a partner's.
      config: { access: CONSIGNMENT_READ },
      schema: { querystring: q.plainQuery, response: { 200: ConsignmentSummary } },
      preHandler: consignment,
    },
    async () => consignmentSummary(db),
  );

  app.get(
    '/api/consignment/agreements/:id/statement.pdf',
    {
      config: { access },
      schema: {
        params: q.idParams,
        querystring: q.plainQuery,
        response: { 200: fileAnswer('application/pdf', 'La liquidación del acuerdo en PDF') },
      },
      preHandler: consignment,
    },
    async (req, reply) => {
      const [row, items] = await Promise.all([
        agreementRow(db, req.params.id, scopeOf(req)),
        agreementItems(db, req.params.id),
      ]);
      if (!row) return sendProblem(reply, agreementNotFound());
      const pdf = await statementPdf(statementOf(row, items), (await shopSettings(store)).money);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="liquidacion-${row.code}.pdf"`)
        .header('x-flora-position', row.last_position)
        .send(Buffer.from(pdf));
    },
  );

  await portalReadRoutes(app, { db, consistency, portalRead: access, staffRead: CONSIGNMENT_READ });
};
