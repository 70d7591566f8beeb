import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { z } from 'zod';
import { ReadModelList, TablePage, TimeTravelList, TimeTravelStarted } from '../../../domain/ops';
import type { AppDatabase } from '../../../infra/db/app-tables';
import type { EventStore } from '../../../infra/event-store/port';
import { sendProblem } from '../../../infra/http/problem';
import { projectionNamed, projections } from '../../../projections/registry';
import {
  buildTimeTravel,
  dropTimeTravel,
  findTimeTravel,
  listTimeTravels,
  startTimeTravel,
} from '../../../projections/engine/time-travel';
import {
  idParams,
  noQuery,
  pageQuery,
  tableParams,
  timeTravelBody,
  timeTravelTableParams,
  unknownProjection,
  unknownTable,
  unknownTimeTravel,
  untilInFuture,
} from '../query-schemas';
import { readTablePage } from '../queries/table-page';

// Time travel on the screen, as `npm run projections -- replay <name> --until <time>` does it: a
// read model as of a moment, built beside the live one in this process (202 at once; the list shows
// it 'building', then 'ready'), browsed read-only a page at a time, dropped. The live read models are
// browsed the same way, through their views.

export interface TimeTravelRouteDeps {
  db: Kysely<AppDatabase>;
  store: EventStore;
  pool: pg.Pool;
}

const operators = { access: 'system-config' } as const;
/** Every live table (the views readers query), by projection. */
const liveTables = new Set(projections.flatMap((p) => p.tables));

export const timeTravelRoutes: FastifyPluginAsyncZod<TimeTravelRouteDeps> = async (app, { db, store, pool }) => {
  const building = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => void (await Promise.allSettled([...building])));

  app.post(
    '/api/ops/time-travel',
    {
      config: operators,
      schema: {
        summary: 'Construye un modelo de lectura tal como era en un momento pasado',
        body: timeTravelBody,
        response: { 202: TimeTravelStarted },
      },
    },
    async (req, reply) => {
      const projection = projectionNamed(req.body.projection);
      if (!projection) return sendProblem(reply, unknownProjection(req.body.projection));
      const until = new Date(req.body.until);
      if (until.getTime() > Date.now()) return sendProblem(reply, untilInFuture());
      const started = await startTimeTravel(db, projection, until);
      const build = buildTimeTravel({ db, store, pool }, projection, started.id).catch((err: unknown) =>
        req.log.error({ err }, 'time travel build failed'),
      );
      building.add(build);
      void build.finally(() => building.delete(build));
      return reply.code(202).send({ id: started.id, projection: started.projection, until: started.until });
    },
  );

  app.get(
    '/api/ops/time-travel',
    {
      config: operators,
      schema: {
        summary: 'Los viajes en el tiempo construidos o en curso',
        querystring: noQuery,
        response: { 200: TimeTravelList },
      },
    },
    async () => ({ items: await listTimeTravels(db) }),
  );

  app.get(
    '/api/ops/time-travel/:id/tables/:table',
    {
      config: operators,
      schema: {
        summary: 'Una página de una tabla de un viaje en el tiempo (solo lectura; filas como arreglos)',
        params: timeTravelTableParams,
        querystring: pageQuery,
        response: { 200: TablePage },
      },
    },
    async (req, reply) => {
      const travel = await findTimeTravel(db, req.params.id);
      if (!travel) return sendProblem(reply, unknownTimeTravel());
      if (!travel.tables.includes(req.params.table)) return sendProblem(reply, unknownTable(req.params.table));
      const page = await readTablePage(pool, req.params.table, req.query.offset, req.query.limit);
      return page ?? sendProblem(reply, unknownTimeTravel());
    },
  );

  app.delete(
    '/api/ops/time-travel/:id',
    {
      config: operators,
      schema: {
        summary: 'Elimina un viaje en el tiempo y sus tablas',
        params: idParams,
        querystring: noQuery,
        response: { 204: z.null().describe('Eliminado') },
      },
    },
    async (req, reply) => {
      if (!(await dropTimeTravel(db, req.params.id))) return sendProblem(reply, unknownTimeTravel());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/ops/read-models',
    {
      config: operators,
      schema: {
        summary: 'Los modelos de lectura vivos y sus tablas',
        querystring: noQuery,
        response: { 200: ReadModelList },
      },
    },
    async () => ({ items: projections.map((p) => ({ projection: p.name, tables: [...p.tables] })) }),
  );

  app.get(
    '/api/ops/read-models/:table',
    {
      config: operators,
      schema: {
        summary: 'Una página de una tabla viva (solo lectura; filas como arreglos)',
        params: tableParams,
        querystring: pageQuery,
        response: { 200: TablePage },
      },
    },
    async (req, reply) => {
      if (!liveTables.has(req.params.table)) return sendProblem(reply, unknownTable(req.params.table));
      const page = await readTablePage(pool, req.params.table, req.query.offset, req.query.limit);
      return page ?? sendProblem(reply, unknownTable(req.params.table));
    },
  );
};
