import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountList,
  BalanceSheet,
  Expenses,
  GeneralLedger,
  IncomeStatement,
  Journal,
  TrialBalance,
} from '../../../domain/accounting';
import { shopClockAt } from '../../../domain/delivery';
import { ACCOUNTING_BOOKS } from '../../../domain/identity';
import { readYourWrites, type ConsistencyDeps } from '../../shared/consistency';
import { useReadModelErrors } from '../../shared/read-model-errors';
import { shopSettings, type SettingsReader } from '../../shared/shop-settings';
import { chartOf } from '../queries/chart';
import { booksExportRoutes } from './books-export';
import { expensesPage } from '../queries/expenses';
import { journalPage } from '../queries/journal';
import type { LedgerReadDb } from '../queries/ledger';
import * as q from '../query-schemas';
import {
  balanceSheetReport,
  generalLedgerReport,
  incomeStatementReport,
  spanOf,
  trialBalanceReport,
} from '../queries/statements';

// The books (issue 18), read by accounting, the admin and the owner: the chart, the trial balance
// (for a span or as of a day), the income statement (a span; this month so far when none is given),
// the balance sheet (as of a day), an account's general ledger, the journal, the expenses, and the
// four reports as PDF and Excel files (books-export.ts). Days are the shop's.

export interface AccountingRouteDeps {
  db: LedgerReadDb;
  consistency: ConsistencyDeps;
  /** The settings stream (the shop's today) and the chart's. */
  store: SettingsReader;
  now?: () => Date;
}

const config = { access: ACCOUNTING_BOOKS };
const PAGE = 100;

export const accountingReadRoutes: FastifyPluginAsyncZod<AccountingRouteDeps> = async (app, deps) => {
  const { db, store, now = () => new Date() } = deps;
  useReadModelErrors(app);
  const fresh = readYourWrites(deps.consistency, ['ledger']);
  const today = async () => shopClockAt(now(), (await shopSettings(store)).timeZone).today;
  const report = { config, preHandler: fresh };
  /** A list's span: `to` today when absent, `from` the first of `to`'s month. */
  const listSpan = async (query: { from?: string; to?: string }) => {
    const { from, to } = spanOf(query, await today(), true);
    return { from: from!, to };
  };

  app.get(
    '/api/accounting/accounts',
    {
      config,
      schema: {
        summary: 'El plan de cuentas (activas e inactivas)',
        querystring: q.plainQuery,
        response: { 200: AccountList },
      },
    },
    async () => ({ items: await chartOf(store) }),
  );

  app.get(
    '/api/accounting/reports/trial-balance',
    {
      ...report,
      schema: { summary: 'Balanza de comprobación', querystring: q.reportQuery, response: { 200: TrialBalance } },
    },
    async (req) => trialBalanceReport(db, await chartOf(store), spanOf(req.query, await today())),
  );

  app.get(
    '/api/accounting/reports/income-statement',
    {
      ...report,
      schema: {
        summary: 'Estado de resultados de un periodo',
        querystring: q.reportQuery,
        response: { 200: IncomeStatement },
      },
    },
    async (req) => incomeStatementReport(db, await chartOf(store), spanOf(req.query, await today(), true)),
  );

  app.get(
    '/api/accounting/reports/balance-sheet',
    {
      ...report,
      schema: { summary: 'Balance general a una fecha', querystring: q.reportQuery, response: { 200: BalanceSheet } },
    },
    async (req) => balanceSheetReport(db, await chartOf(store), spanOf(req.query, await today()).to),
  );

  app.get(
    '/api/accounting/reports/general-ledger',
    {
      ...report,
      schema: {
        summary: 'Mayor de una cuenta, con su saldo',
        querystring: q.generalLedgerQuery,
        response: { 200: GeneralLedger },
      },
    },
    async (req) => {
      const { account, page } = req.query;
      const span = spanOf(req.query, await today());
      return generalLedgerReport(db, await chartOf(store), account, span, { page, size: PAGE });
    },
  );

  app.get(
    '/api/accounting/journal',
    {
      ...report,
      schema: {
        summary: 'Libro diario: asientos con sus líneas, en orden',
        querystring: q.journalQuery,
        response: { 200: Journal },
      },
    },
    async (req) => {
      const span = await listSpan(req.query);
      const { account, source, page } = req.query;
      const found = await journalPage(db, await chartOf(store), { ...span, account, source, page });
      return { ...span, items: found.items, page, pageCount: found.pageCount, total: found.total };
    },
  );

  app.get(
    '/api/accounting/expenses',
    {
      config,
      preHandler: readYourWrites(deps.consistency, ['expenses', 'ledger']),
      schema: {
        summary: 'Gastos registrados, con su total y por categoría',
        querystring: q.expensesQuery,
        response: { 200: Expenses },
      },
    },
    async (req) => {
      const span = await listSpan(req.query);
      const { category, page } = req.query;
      return { ...span, ...(await expensesPage(db, { ...span, category, page })) };
    },
  );

  await app.register(booksExportRoutes, { db, store, preHandler: fresh, today });
};
