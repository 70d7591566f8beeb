import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { onlyKnownParameters } from '../../domain/orders';
import { SUPPORT_DESK } from '../../domain/identity';
import { HELP_REQUEST_STATUSES, HelpRequestPage, HelpRequestView } from '../../domain/support';
import { problem, sendProblem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import { minPositionQuery, readYourWrites, type ConsistencyDeps } from '../shared/consistency';
import { useReadModelErrors } from '../shared/read-model-errors';
import { pageOf } from '../shared/paging';
import { helpRequestById, listHelpRequests } from './queries';

// The messages Flora Bot left for staff (issue 22), for the admin and the owner (SUPPORT_DESK).

export interface SupportRouteDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
}

const PAGE_SIZE = 20;
const MAX_PAGE = 1_000;
const M = {
  status: 'El estado debe ser open o resolved.',
  page: `La página debe ser un número entero entre 1 y ${MAX_PAGE}.`,
  id: 'Identificador de solicitud inválido.',
};
const blank = (v: unknown) => (v === '' ? undefined : v);

const listQuery = onlyKnownParameters({
  status: z
    .preprocess(blank, z.enum(HELP_REQUEST_STATUSES, { error: M.status }).default('open'))
    .describe('open (por defecto) o resolved'),
  page: z.preprocess(
    blank,
    z.coerce
      .number({ error: M.page })
      .int({ error: M.page })
      .min(1, { error: M.page })
      .max(MAX_PAGE, { error: M.page })
      .default(1),
  ),
  ...minPositionQuery,
});
const params = z.object({ id: z.uuid({ error: M.id }) });
const notFound = () => problem(404, 'HELP_REQUEST.NOT_FOUND', 'Solicitud de ayuda no encontrada.');

export const supportReadRoutes: FastifyPluginAsyncZod<SupportRouteDeps> = async (app, { db, consistency }) => {
  useReadModelErrors(app);
  const desk = { config: { access: SUPPORT_DESK }, preHandler: readYourWrites(consistency, ['help-requests']) };

  app.get(
    '/api/support/help-requests',
    {
      ...desk,
      schema: {
        tags: ['support'],
        summary: 'Solicitudes de ayuda por estado',
        querystring: listQuery,
        response: { 200: HelpRequestPage },
      },
    },
    async (req) => {
      const { status, page } = req.query;
      const found = await listHelpRequests(db, { status, page, pageSize: PAGE_SIZE });
      return { status, ...pageOf(found.items, found.total, page, PAGE_SIZE) };
    },
  );

  app.get(
    '/api/support/help-requests/:id',
    {
      ...desk,
      schema: {
        tags: ['support'],
        summary: 'Una solicitud de ayuda con la conversación que la precedió',
        params,
        querystring: onlyKnownParameters(minPositionQuery),
        response: { 200: HelpRequestView },
      },
    },
    async (req, reply) => (await helpRequestById(db, req.params.id)) ?? sendProblem(reply, notFound()),
  );
};
