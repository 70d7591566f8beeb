import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNTING_BOOKS } from '../../../domain/identity';
import { fileAnswer } from '../../../infra/http/answers';
import { shopSettings, type SettingsReader } from '../../shared/shop-settings';
import { shopFormat } from '../../../domain/settings';
import { chartOf } from '../queries/chart';
import {
  BOOKS_CONTENT_TYPES,
  booksFile,
  readAtLedgerPosition,
  sendBooksFile,
  type BooksFormat,
} from '../to-response/books-file';
import {
  balanceSheetDocument,
  generalLedgerDocument,
  incomeStatementDocument,
  trialBalanceDocument,
  type BooksDocument,
} from '../to-response/books-documents';
import type { LedgerReadDb } from '../queries/ledger';
import * as q from '../query-schemas';
import {
  balanceSheetReport,
  generalLedgerReport,
  incomeStatementReport,
  spanOf,
  trialBalanceReport,
  type BookReport,
  type StatementQuery,
} from '../queries/statements';

// GET /api/accounting/reports/<report>/export.pdf|xlsx: the same query as the report (a general
// ledger's file holds every line of its span, so no page), the figures and the ledger's position read
// in one snapshot. Money in the format the accounting screens show it (the inventory area's).

export interface BooksExportDeps {
  db: LedgerReadDb;
  store: SettingsReader;
  preHandler: preHandlerAsyncHookHandler;
  today: () => Promise<string>;
}

type Build = (
  trx: LedgerReadDb,
  query: StatementQuery & { account?: string },
  today: string,
  position: string,
) => Promise<BooksDocument>;

export const booksExportRoutes: FastifyPluginAsyncZod<BooksExportDeps> = async (app, deps) => {
  const { db, store, preHandler, today } = deps;
  const config = { access: ACCOUNTING_BOOKS };

  const builds = async (): Promise<Record<BookReport, Build>> => {
    const chart = await chartOf(store);
    return {
      'trial-balance': async (trx, query, day, at) =>
        trialBalanceDocument(await trialBalanceReport(trx, chart, spanOf(query, day)), at),
      'income-statement': async (trx, query, day, at) =>
        incomeStatementDocument(await incomeStatementReport(trx, chart, spanOf(query, day, true)), at),
      'balance-sheet': async (trx, query, day, at) =>
        balanceSheetDocument(await balanceSheetReport(trx, chart, spanOf(query, day).to), at),
      'general-ledger': async (trx, query, day, at) =>
        generalLedgerDocument(await generalLedgerReport(trx, chart, query.account!, spanOf(query, day)), at),
    };
  };

  const route = (report: BookReport, format: BooksFormat, summary: string) => {
    const querystring = report === 'general-ledger' ? q.generalLedgerExportQuery : q.reportQuery;
    app.get(
      `/api/accounting/reports/${report}/export.${format}`,
      {
        config,
        preHandler,
        schema: { summary, querystring, response: { 200: fileAnswer(BOOKS_CONTENT_TYPES[format], summary) } },
      },
      async (req, reply) => {
        const build = (await builds())[report];
        const day = await today();
        const doc = await readAtLedgerPosition(db, (trx, position) => build(trx, req.query, day, position));
        const area = shopFormat(await shopSettings(store), 'inventory');
        return sendBooksFile(reply, report, doc, format, await booksFile(doc, area, format));
      },
    );
  };

  const NAMES: Record<BookReport, string> = {
    'trial-balance': 'La balanza de comprobación',
    'income-statement': 'El estado de resultados',
    'balance-sheet': 'El balance general',
    'general-ledger': 'El mayor de una cuenta',
  };
  for (const [report, name] of Object.entries(NAMES) as [BookReport, string][]) {
    route(report, 'pdf', `${name} en PDF`);
    route(report, 'xlsx', `${name} en Excel`);
  }
};
