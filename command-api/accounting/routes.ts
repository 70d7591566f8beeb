import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts';
import { entryRoutes, type AccountingRouteDeps } from './entries';
import { expenseRoutes } from './expenses';

// Accounting's command routes (issue 18): the chart of accounts, expenses, manual journal entries and
// their reversal, and the close of a period. Reading the books (journal, reports) is the read-api's job.
export const accountingRoutes: FastifyPluginAsyncZod<AccountingRouteDeps> = async (app, deps) => {
  await app.register(accountRoutes, deps);
  await app.register(expenseRoutes, deps);
  await app.register(entryRoutes, deps);
};
