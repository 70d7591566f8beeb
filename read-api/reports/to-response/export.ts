import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { PassThrough } from 'node:stream';
import { REPORT_FILE_NAMES, type ReportKind, type ReportView } from '../../../domain/reports';
import type { ReadModels } from '../../../projections/read-models';
import { exportTables, type ExportTable } from './export-tables';
import { readReport, type AnyReportQuery } from '../queries/report';
import { reportPdf } from './report-pdf';
import { writeReportXlsx } from './report-xlsx';
import { areaAt } from '../queries/snapshot';

// GET /api/reports/:type/export.pdf|xlsx: the report and its detail tables read in one
// repeatable-read transaction at one position. The workbook streams out as its rows are read (the
// transaction lasts as long as the download); pdf-lib cannot write a document in pieces, so the PDF
// is drawn whole (a 10,000-row report stays far under the 300 MB budget: docs/benchmarks.md) and sent.

export type ExportFormat = 'pdf' | 'xlsx';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function describe(reply: FastifyReply, view: ReportView, format: ExportFormat): FastifyReply {
  const file = `reporte-${REPORT_FILE_NAMES[view.type]}-${view.position}.${format}`;
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('x-flora-position', view.position);
}

/** The rows of each table stop (and the transaction ends) when the client goes away mid-download. */
function untilGone<T>(rows: ExportTable<T>['rows'], gone: AbortSignal): AsyncIterable<T> {
  return (async function* () {
    for await (const row of rows) {
      if (gone.aborted) throw new Error('the client closed the download');
      yield row;
    }
  })();
}

export async function exportReport(
  reply: FastifyReply,
  db: Kysely<ReadModels>,
  type: ReportKind,
  query: AnyReportQuery,
  now: Date,
  format: ExportFormat,
): Promise<FastifyReply> {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  let body: PassThrough | undefined;
  try {
    const { read, more: pdf } = await readReport(db, type, query, now, async (trx, read) => {
      const { position } = read.snapshot;
      const areas = {
        inventory: await areaAt(trx, position, 'inventory'),
        consignment: await areaAt(trx, position, 'consignment'),
      };
      const tables = exportTables(trx, read).map((t) => ({ ...t, rows: untilGone(t.rows, gone.signal) }));
      if (format === 'pdf') return reportPdf(read.view, tables, areas);
      body = new PassThrough();
      describe(reply, read.view, format).send(body);
      await writeReportXlsx(body, tables, areas);
      return undefined;
    });
    return pdf ? describe(reply, read.view, format).send(Buffer.from(pdf)) : reply;
  } catch (err) {
    if (!body) throw err;
    body.destroy(err as Error); // the headers are gone: the download ends short, never as a false file
    return reply;
  }
}
