import { sql } from 'kysely';
import { expect } from 'vitest';
import { ACCOUNTS } from '../../domain/accounting';
import { prepareProjections } from '../../projections/registry';
import { useOrdersApi } from './orders-support';
import { catchUp } from '../support/catch-up';

// Accounting's command routes (issue 18) on a fresh database, the shop's clock pinned to Thursday
// 2026-01-15 in New York (orders-support): an accountant, a manual entry's body, an expense's, how to
// check a refusal appended nothing, and the journal read model brought up to date when a test wants it.

export const expense = {
  date: '2026-01-12',
  category: 'utilities',
  vendor: 'Compañía de Luz',
  description: 'Luz de diciembre',
  amount: 1234.5,
  paymentMethod: 'transfer',
};

export function useBooks(prefix: string) {
  const { ordersApi, token } = useOrdersApi(prefix);
  const accountant = token('accounting', 'accountant-1');

  async function books() {
    const api = await ordersApi();
    const { app, database, store } = api;
    const post = (url: string, body: object, who = accountant, headers: Record<string, string> = {}) =>
      api.post(url, body, who, headers);
    const patch = (url: string, payload: object, who = accountant) =>
      app.inject({ method: 'PATCH', url, payload, headers: { authorization: `Bearer ${who}` } });
    const countEvents = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from events`.execute(database.db)).rows[0]!.n);
    const entry = (over: Record<string, unknown> = {}) => ({
      date: '2026-01-10',
      description: 'Alquiler de enero',
      lines: [
        { accountCode: ACCOUNTS.rent, debit: 3000 },
        { accountCode: ACCOUNTS.bank, credit: 3000 },
      ],
      ...over,
    });
    /** The refusal's status and message, and that it appended nothing. */
    const refused = async (send: () => Promise<{ statusCode: number; body: string; json(): unknown }>) => {
      const before = await countEvents();
      const res = await send();
      expect(await countEvents()).toBe(before);
      return { status: res.statusCode, ...(res.json() as { detail: string; errors?: { message: string }[] }) };
    };
    /** The read models' tables, as `npm start` prepares them (the journal a reversal looks in first). */
    const prepareJournal = () => prepareProjections(database.db);
    /** The journal read model caught up with the store (the runner's batch path). */
    async function projectJournal() {
      await catchUp(database.db, store, ['ledger']);
    }
    return { ...api, post, patch, countEvents, entry, refused, prepareJournal, projectJournal };
  }
  return { books, token, accountant };
}
