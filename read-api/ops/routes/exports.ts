import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { fileAnswer } from '../../../infra/http/answers';
import { problem, sendProblem } from '../../../infra/http/problem';
import type { ReadModels } from '../../../projections/read-models';
import { projections } from '../../../projections/registry';
import { hiddenStreamPrefixes } from '../../shared/stream-privacy';
import { useReadModelErrors } from '../../shared/read-model-errors';
import { filteredEvents } from '../queries/events';
import { openSnapshot } from '../queries/snapshot';
import { eventFilterQuery, exportTableParams } from '../query-schemas';
import { eventLines, tableLines } from '../to-response/export-lines';

// Exports for operators: the events as NDJSON (the explorer's filters) and any live read-model table
// as CSV. Both are streamed — a whole store or a big table never sits in memory — and both are read
// inside one repeatable-read snapshot, so the count sent first in X-Total-Count is exactly the number
// of lines that follow (the screen draws its progress bar from it) and a CSV is the state at the
// owning projection's checkpoint (ARCHITECTURE 6), named in x-flora-position.

export interface OpsExportDeps {
  db: Kysely<ReadModels>;
  pool: pg.Pool;
}

const access = 'system-config' as const;

/** Every read-model table (the views readers query) and the projection that writes it. */
const OWNER_OF_TABLE = new Map(projections.flatMap((p) => p.tables.map((t) => [String(t), p.name] as const)));

const today = () => new Date().toISOString().slice(0, 10);

export const opsExportRoutes: FastifyPluginAsyncZod<OpsExportDeps> = async (app, { db, pool }) => {
  useReadModelErrors(app);

  app.get(
    '/api/ops/export/events.ndjson',
    {
      config: { access },
      schema: {
        querystring: eventFilterQuery,
        response: { 200: fileAnswer('application/x-ndjson', 'Los eventos, uno por línea (X-Total-Count: cuántos)') },
      },
    },
    async (req, reply) => {
      const hidden = hiddenStreamPrefixes(req.principal);
      const snap = await openSnapshot(pool);
      let total: number;
      try {
        const counted = filteredEvents(db, req.query, hidden).select((eb) => eb.fn.countAll<string>().as('n'));
        const { rows } = await snap.run(counted.compile());
        total = Number((rows[0] as { n: string }).n);
      } catch (err) {
        await snap.end(err);
        throw err;
      }
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="eventos-${today()}.ndjson"`)
        .header('x-total-count', String(total))
        .send(Readable.from(eventLines(snap, db, req.query, hidden)));
    },
  );

  app.get(
    '/api/ops/export/read-models/:table',
    {
      config: { access },
      schema: {
        params: exportTableParams,
        response: { 200: fileAnswer('text/csv', 'La tabla en CSV, con su fila de cabecera (X-Total-Count: filas)') },
      },
    },
    async (req, reply) => {
      const table = req.params.table.replace(/\.csv$/, '');
      const owner = OWNER_OF_TABLE.get(table);
      if (!owner || !req.params.table.endsWith('.csv')) {
        return sendProblem(reply, problem(404, 'OPS.TABLE_NOT_FOUND', `No hay ninguna tabla de lectura «${table}».`));
      }
      const snap = await openSnapshot(pool);
      let total: number;
      let position: string | null;
      try {
        const view = snap.client.escapeIdentifier(table);
        const counted = await snap.client.query<{ n: string }>(`select count(*) as n from ${view}`);
        total = Number(counted.rows[0]!.n);
        const checkpoint = await snap.client.query<{ position: string | null }>(
          'select position from projection_checkpoints where name = $1',
          [owner],
        );
        position = checkpoint.rows[0]?.position ?? null;
      } catch (err) {
        await snap.end(err);
        throw err;
      }
      const lines = tableLines(snap, snap.client.escapeIdentifier(table));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${table}-${today()}.csv"`)
        .header('x-total-count', String(total))
        .header('x-flora-position', position ?? 'start')
        .send(Readable.from(lines));
    },
  );
};
