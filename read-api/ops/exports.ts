import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';
import { z } from 'zod';
import { csvLine, numeral, type CsvCell } from '../../domain/shared/csv';
import { fileAnswer } from '../../infra/http/answers';
import { problem, sendProblem } from '../../infra/http/problem';
import type { AuditRow } from '../../projections/audit';
import type { ReadModels } from '../../projections/read-models';
import { projections } from '../../projections/registry';
import { hiddenStreamPrefixes } from '../audit/privacy';
import { useReadModelErrors } from '../read-model-errors';
import type { EventFilter } from '../audit/filters';
import { eventFilterQuery, eventOf, filteredEvents } from './events';

// Exports for operators: the events as NDJSON (the explorer's filters) and any live read-model table
// as CSV. Both are streamed — a whole store or a big table never sits in memory — and both are read
// inside one repeatable-read snapshot, so the count sent first in X-Total-Count is exactly the number
// of lines that follow (the screen draws its progress bar from it) and a CSV is the state at the
// owning projection's checkpoint (ARCHITECTURE 6), named in x-flora-position.

export interface OpsExportDeps {
  db: Kysely<ReadModels>;
  pool: pg.Pool;
}

/** Events (or table rows) fetched per round trip while streaming: one page of the walk. */
const PAGE = 500;
const access = 'system-config' as const;

/** Every read-model table (the views readers query) and the projection that writes it. */
const OWNER_OF_TABLE = new Map(projections.flatMap((p) => p.tables.map((t) => [String(t), p.name] as const)));

const tableParams = z.object({ table: z.string().min(1).max(100) }).strict();

/** A connection holding one read-only snapshot; `end` commits and hands it back (or drops it after an error). */
async function openSnapshot(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // Timestamps in the files are UTC whatever the server's zone.
    await client.query(`set local time zone 'UTC'`);
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  let ended = false;
  const end = async (failed?: unknown) => {
    if (ended) return;
    ended = true;
    if (failed) return client.release(failed instanceof Error ? failed : new Error(String(failed)));
    await client.query('commit').then(
      () => client.release(),
      (err: Error) => client.release(err),
    );
  };
  const run = <R>(q: CompiledQuery<R>) => client.query(q.sql, q.parameters as unknown[]);
  return { client, end, run };
}

type Snapshot = Awaited<ReturnType<typeof openSnapshot>>;

/** The events newest first, one JSON document per line, walked by keyset inside the snapshot. */
async function* eventLines(snap: Snapshot, db: Kysely<ReadModels>, filter: EventFilter, hidden: readonly string[]) {
  let failed: unknown;
  try {
    for (let before: string | undefined; ;) {
      let q = filteredEvents(db, filter, hidden);
      if (before) q = q.where('global_order', '<', before);
      const { rows } = await snap.run(q.selectAll().orderBy('global_order', 'desc').limit(PAGE).compile());
      if (rows.length === 0) return;
      yield rows.map((r) => `${JSON.stringify(eventOf(r as AuditRow))}\n`).join('');
      before = String((rows[rows.length - 1] as AuditRow).global_order);
    }
  } catch (err) {
    failed = err;
    throw err;
  } finally {
    // Also reached when the client goes away mid-download (the stream is destroyed).
    await snap.end(failed);
  }
}

/** Every value as Postgres prints it (what COPY wrote): the file shows the table, not JavaScript's reading of it. */
const AS_TEXT = { getTypeParser: () => (value: string) => value };
/** int8, int2, int4, float4, float8, numeric: their text is a number, written bare (domain/shared/csv.ts). */
const NUMERIC_TYPES = new Set([20, 21, 23, 700, 701, 1700]);

/**
 * A read-model table as CSV lines, walked by a cursor inside the snapshot. Not COPY: the shop's one
 * CSV writer neutralises cells a spreadsheet would run as formulas, and COPY cannot. NULL and '' are
 * both an empty cell, as a spreadsheet shows them.
 */
async function* tableLines(snap: Snapshot, view: string) {
  let failed: unknown;
  try {
    await snap.client.query(`declare ops_export no scroll cursor for select * from ${view}`);
    for (let first = true; ; first = false) {
      const page = await snap.client.query<unknown[]>({
        text: `fetch ${PAGE} from ops_export`,
        rowMode: 'array',
        types: AS_TEXT,
      });
      if (first) yield csvLine(page.fields.map((f) => f.name));
      if (page.rows.length === 0) return;
      const numeric = page.fields.map((f) => NUMERIC_TYPES.has(f.dataTypeID));
      const cell = (v: unknown, i: number): CsvCell =>
        v === null ? null : numeric[i] ? numeral(String(v)) : String(v);
      yield page.rows.map((row) => csvLine(row.map(cell))).join('');
    }
  } catch (err) {
    failed = err;
    throw err;
  } finally {
    // Also reached when the client goes away mid-download (the stream is destroyed).
    await snap.end(failed);
  }
}

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
        params: tableParams,
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
