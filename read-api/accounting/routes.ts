import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopClockAt } from '../../domain/delivery';
import { ACCOUNTING_BOOKS } from '../../domain/identity';
import { readYourWrites, type ConsistencyDeps } from '../consistency';
import { useReadModelErrors } from '../read-model-errors';
import { shopSettings, type SettingsReader } from '../shared/shop-settings';
import { chartOf } from './chart';
import { accountLines, sumsByAccount, type LedgerReadDb } from './ledger-queries';
import * as q from './query-schemas';
import { balanceSheet, figuresOf, incomeStatement, trialBalance } from './reports';

// The books (issue 18), read by accounting, the admin and the owner: the chart, the trial balance
// (for a span or as of a day), the income statement (a span; this month so far when none is given),
// the balance sheet (as of a day) and an account's general ledger. Days are the shop's.

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
  /** The span asked, `to` (or `asOf`) today when not given. */
  const spanOf = async (query: { from?: string; to?: string; asOf?: string }, monthSoFar = false) => {
    const to = query.to ?? query.asOf ?? (await today());
    return { from: query.from ?? (monthSoFar ? `${to.slice(0, 7)}-01` : undefined), to };
  };
  const figures = async (span: { from?: string; to: string }) =>
    figuresOf(await sumsByAccount(db, span), await chartOf(store));
  const report = { config, preHandler: fresh };

  app.get(
    '/api/accounting/accounts',
    { config, schema: { summary: 'El plan de cuentas (activas e inactivas)' } },
    async () => ({ items: await chartOf(store) }),
  );

  app.get(
    '/api/accounting/reports/trial-balance',
    { ...report, schema: { summary: 'Balanza de comprobación', querystring: q.reportQuery } },
    async (req) => {
      const span = await spanOf(req.query);
      return { ...span, ...trialBalance(await figures(span)) };
    },
  );

  app.get(
    '/api/accounting/reports/income-statement',
    { ...report, schema: { summary: 'Estado de resultados de un periodo', querystring: q.reportQuery } },
    async (req) => {
      const span = await spanOf(req.query, true);
      return { ...span, ...incomeStatement(await figures(span)) };
    },
  );

  app.get(
    '/api/accounting/reports/balance-sheet',
    { ...report, schema: { summary: 'Balance general a una fecha', querystring: q.reportQuery } },
    async (req) => {
      const { to } = await spanOf(req.query);
      return { asOf: to, ...balanceSheet(await figures({ to })) };
    },
  );

  app.get(
    '/api/accounting/reports/general-ledger',
    { ...report, schema: { summary: 'Mayor de una cuenta, con su saldo', querystring: q.generalLedgerQuery } },
    async (req) => {
      const span = await spanOf(req.query);
      const { account, page } = req.query;
      const found = await accountLines(db, account, span, { offset: (page - 1) * PAGE, limit: PAGE });
      const name = (await chartOf(store)).find((a) => a.code === account)?.name ?? account;
      return {
        account: { code: account, name },
        ...span,
        opening: found.opening / 100,
        lines: found.lines.map((l) => ({
          ...l,
          debit: l.debitCents / 100,
          credit: l.creditCents / 100,
          balance: l.balanceCents / 100,
        })),
        page,
        pageCount: Math.max(1, Math.ceil(found.total / PAGE)),
        total: found.total,
      };
    },
  );
};
