import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  CHART_OF_ACCOUNTS_STREAM,
  credit,
  debit,
  ledgerStream,
  type JournalLine,
} from '../../domain/accounting';
import { testEvent } from '../support/events';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { tokenFor } from './read-fixtures';

// The books' reads (issue 18) over a small January: two counter sales, the rent, a purchase of stock on
// credit. The trial balance balances, the income statement is revenue − expenses, the balance sheet
// balances with the result in equity, an account's ledger runs its balance; names follow the chart;
// only accounting, the admin and the owner read them; bad parameters are 400s in Spanish.

let shop: InventoryShop;
let app: FastifyInstance;
const ACCOUNTANT = { authorization: `Bearer ${tokenFor(['accounting'])}` };

async function post(day: string, lines: JournalLine[]) {
  const data = {
    entryId: randomUUID(),
    month: day.slice(0, 7),
    date: day,
    postedOn: day,
    description: 'Asiento',
    lines,
    source: { kind: 'manual', reason: 'Prueba' },
    totalCents: lines.reduce((s, l) => s + l.debitCents, 0),
  };
  await shop.store.appendToStream(ledgerStream(data.month), [testEvent('JournalEntryPosted', data)], {
    expected: 'any',
  });
}

beforeAll(async () => {
  shop = await openInventoryShop('read_accounting');
  await post('2026-01-10', [
    debit(ACCOUNTS.cash, 11_900),
    credit(ACCOUNTS.counterSales, 10_000),
    credit(ACCOUNTS.taxPayable, 1_900),
  ]);
  await post('2026-01-12', [
    debit(ACCOUNTS.cardClearing, 23_800),
    credit(ACCOUNTS.counterSales, 20_000),
    credit(ACCOUNTS.taxPayable, 3_800),
  ]);
  await post('2026-01-20', [debit(ACCOUNTS.rent, 15_000), credit(ACCOUNTS.cash, 15_000)]);
  await post('2026-02-02', [debit(ACCOUNTS.inventory, 50_000), credit(ACCOUNTS.suppliers, 50_000)]);
  await shop.store.appendToStream(
    CHART_OF_ACCOUNTS_STREAM,
    [testEvent('AccountRenamed', { code: ACCOUNTS.rent, name: 'Renta del local', previousName: 'Alquiler' })],
    { expected: 'any' },
  );
  await shop.project(50, ['ledger']);
  app = await shop.app();
});
afterAll(async () => shop?.close());

const get = async <T>(url: string, headers: Record<string, string> = ACCOUNTANT, status = 200) => {
  const res = await app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};

describe('the books', () => {
  it('a trial balance that balances, for January and as of a day', async () => {
    const jan = await get<{ balanced: boolean; totals: { debit: number }; accounts: { code: string; name: string }[] }>(
      '/api/accounting/reports/trial-balance?from=2026-01-01&to=2026-01-31',
    );
    expect(jan).toMatchObject({ balanced: true, totals: { debit: 507, credit: 507 } });
    expect(jan.accounts.find((a) => a.code === ACCOUNTS.rent)?.name).toBe('Renta del local');
    const asOf = await get<{ accounts: unknown[] }>('/api/accounting/reports/trial-balance?asOf=2026-01-11');
    expect(asOf.accounts).toHaveLength(3);
  });

  it('an income statement: revenue − expenses', async () => {
    const jan = await get('/api/accounting/reports/income-statement?from=2026-01-01&to=2026-01-31');
    expect(jan).toMatchObject({ totalRevenue: 300, totalExpenses: 150, result: 150 });
  });

  it('a balance sheet that balances, the result in equity', async () => {
    const feb = await get('/api/accounting/reports/balance-sheet?asOf=2026-02-28');
    expect(feb).toMatchObject({ result: 150, balanced: true, totals: { assets: 707, liabilitiesAndEquity: 707 } });
  });

  it("an account's general ledger with its running balance", async () => {
    const cash = await get<{ opening: number; lines: { balance: number }[] }>(
      '/api/accounting/reports/general-ledger?account=1101&from=2026-01-11&to=2026-01-31',
    );
    expect(cash.opening).toBe(119);
    expect(cash.lines.map((l) => l.balance)).toEqual([-31]);
    // A credit-normal account's balance on its own side, as the trial balance shows it.
    const sales = await get<{ account: { kind: string }; lines: { balance: number }[] }>(
      '/api/accounting/reports/general-ledger?account=4101&to=2026-01-31',
    );
    expect(sales.account.kind).toBe('revenue');
    expect(sales.lines.map((l) => l.balance)).toEqual([100, 300]);
  });

  it('reads for accounting, the admin and the owner only; bad parameters are 400s', async () => {
    for (const roles of [['admin'], ['owner']])
      await get('/api/accounting/accounts', { authorization: `Bearer ${tokenFor(roles)}` });
    for (const roles of [['cashier'], ['client'], ['warehouse']])
      await get('/api/accounting/reports/trial-balance', { authorization: `Bearer ${tokenFor(roles)}` }, 403);
    const bad = await get<{ detail: string }>(
      '/api/accounting/reports/trial-balance?from=2026-02-01&to=2026-01-01',
      ACCOUNTANT,
      400,
    );
    expect(bad.detail).toContain('La fecha inicial no puede ser posterior a la final.');
    await get('/api/accounting/reports/general-ledger?account=caja', ACCOUNTANT, 400);
    await get('/api/accounting/reports/trial-balance?unknown=1', ACCOUNTANT, 400);
  });
});
