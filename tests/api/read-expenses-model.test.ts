import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, credit, debit, expenseStream, ledgerStream, type ExpenseDetails } from '../../domain/accounting';
import { applyToGeneration, sequence } from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { projectionNamed } from '../../projections/registry';
import { testEvent, untilAllEventsVisible } from '../support/events';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { tokenFor } from './read-fixtures';

// The expenses read model (issue 18): a row per ExpenseRecorded — a replay writes nothing twice, a
// rebuild equals the live model, a value no column takes does not stop it — and the list read over
// it: a span newest first, by category, the total and the sums by category, and each expense's
// journal entry once the ledger has posted it.

let shop: InventoryShop;
let app: FastifyInstance;
const projection = projectionNamed('expenses')!;
const ACCOUNTANT = { authorization: `Bearer ${tokenFor(['accounting'])}` };

/** Records an expense as the command side does; its event's id (the one its posting names). */
async function record(over: Partial<ExpenseDetails> & Record<string, unknown>) {
  const data = {
    expenseId: randomUUID(),
    date: '2026-01-12',
    category: 'utilities',
    vendor: 'Compañía de Luz',
    description: 'Luz de diciembre',
    amountCents: 123_450,
    paymentMethod: 'transfer',
    recordedAt: '2026-01-12T15:00:00.000Z',
    ...over,
  };
  const stream = expenseStream(String(data.expenseId));
  await shop.store.appendToStream(
    stream,
    [testEvent('ExpenseRecorded', data, { actor: { userId: 'accountant-1', roles: ['accounting'] } })],
    { expected: 'any' },
  );
  const [event] = await shop.store.readStream(stream);
  return { expenseId: String(data.expenseId), eventId: event!.eventId };
}

/** The entry the posting reactor makes of an expense: its account against the bank. */
async function postEntryFor(eventId: string, expenseId: string, day: string, cents: number) {
  const entryId = randomUUID();
  const data = {
    entryId,
    month: day.slice(0, 7),
    date: day,
    postedOn: day,
    description: 'Gasto',
    lines: [debit(ACCOUNTS.utilities, cents), credit(ACCOUNTS.bank, cents)],
    source: { kind: 'event', eventId, streamId: expenseStream(expenseId), position: '1', type: 'ExpenseRecorded' },
    totalCents: cents,
  };
  await shop.store.appendToStream(ledgerStream(data.month), [testEvent('JournalEntryPosted', data)], {
    expected: 'any',
  });
  return entryId;
}

const rows = async () =>
  (await sql<{ t: string }>`select t::text as t from expenses t order by 1`.execute(shop.db)).rows.map((r) => r.t);

let light: { expenseId: string; eventId: string };
beforeAll(async () => {
  shop = await openInventoryShop('read_expenses_model');
  light = await record({});
  await record({ date: '2026-01-05', category: 'rent', vendor: 'Inmobiliaria', amountCents: 1_500_000 });
  await record({
    date: '2026-01-20',
    category: 'utilities',
    vendor: 'Agua',
    amountCents: 40_000,
    attachmentName: 'agua.pdf',
  });
  await record({
    date: '2026-01-20',
    category: 'transport',
    vendor: 'Gasolinera',
    amountCents: 25_050,
    paymentMethod: 'card',
  });
  await record({ date: '2026-02-03', category: 'supplies', vendor: 'Papelería', amountCents: 9_900 });
  await shop.project(2, ['expenses']);
  app = await shop.app();
});
afterAll(async () => shop?.close());

interface Expenses {
  from: string;
  to: string;
  items: Record<string, unknown>[];
  count: number;
  totalAmount: number;
  byCategory: { category: string; amount: number }[];
  page: number;
  pageCount: number;
}
const get = async <T>(url: string, status = 200, headers: Record<string, string> = ACCOUNTANT) => {
  const res = await app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};
const JAN = 'from=2026-01-01&to=2026-01-31';

describe('the expenses read model', () => {
  it('keeps each expense once; a replayed batch changes nothing', async () => {
    expect(await rows()).toHaveLength(5);
    const before = await rows();
    const { generation } = (await loadCheckpoint(shop.db, 'expenses'))!;
    await untilAllEventsVisible(shop.db);
    const events = sequence(await shop.store.readAll({ limit: 10_000 }), 0n);
    const handled = events.filter((e) => projection.handles.includes(e.type));
    await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, handled, generation));
    expect(await rows()).toEqual(before);
  });

  it('rebuilt from the events equals the live one', async () => {
    const live = await rows();
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projection, { batchSize: 2 });
    expect((await loadCheckpoint(shop.db, 'expenses'))!.generation).toBe(2);
    expect(await rows()).toEqual(live);
  });

  it('takes an expense as any writer may have left it without stopping', async () => {
    await record({
      date: 'not a day',
      recordedAt: 'garbage',
      amountCents: 2 ** 70,
      category: { odd: true } as never,
      vendor: null as never,
    });
    await shop.project(50, ['expenses']);
    expect(await rows()).toHaveLength(6);
  });
});

describe('GET /api/accounting/expenses', () => {
  it('a span newest first, its count, total and sums by category', async () => {
    const jan = await get<Expenses>(`/api/accounting/expenses?${JAN}`);
    expect(jan).toMatchObject({ from: '2026-01-01', to: '2026-01-31', count: 4, totalAmount: 16_885, page: 1 });
    expect(jan.items.map((e) => [e.date, e.vendor])).toEqual([
      ['2026-01-20', 'Gasolinera'],
      ['2026-01-20', 'Agua'],
      ['2026-01-12', 'Compañía de Luz'],
      ['2026-01-05', 'Inmobiliaria'],
    ]);
    expect(jan.byCategory).toEqual([
      { category: 'rent', amount: 15_000 },
      { category: 'utilities', amount: 1_634.5 },
      { category: 'transport', amount: 250.5 },
    ]);
    expect(jan.items[1]).toMatchObject({
      category: 'utilities',
      amount: 400,
      paymentMethod: 'transfer',
      attachmentName: 'agua.pdf',
      actorId: 'accountant-1',
      recordedAt: '2026-01-12T15:00:00.000Z',
      entryId: null,
    });
  });

  it('by category; `from` the first of `to`’s month', async () => {
    const utilities = await get<Expenses>(`/api/accounting/expenses?${JAN}&category=utilities`);
    expect(utilities).toMatchObject({ count: 2, totalAmount: 1_634.5, byCategory: [{ category: 'utilities' }] });
    const feb = await get<Expenses>('/api/accounting/expenses?to=2026-02-28');
    expect(feb).toMatchObject({ from: '2026-02-01', count: 1, totalAmount: 99 });
  });

  it("names the expense's journal entry once the ledger has posted it", async () => {
    const entryId = await postEntryFor(light.eventId, light.expenseId, '2026-01-12', 123_450);
    await shop.project(50, ['expenses', 'ledger']);
    const jan = await get<Expenses>(`/api/accounting/expenses?${JAN}`);
    expect(jan.items.filter((e) => e.entryId !== null)).toEqual([
      expect.objectContaining({ expenseId: light.expenseId, entryId }),
    ]);
    const head = await shop.store.headPosition();
    await get(`/api/accounting/expenses?${JAN}&minPosition=${encodeURIComponent(String(head))}`);
  });

  it('an unknown category or parameter is a 400 in Spanish; other roles are 403', async () => {
    const bad = await get<object>(`/api/accounting/expenses?category=flores`, 400);
    expect(JSON.stringify(bad)).toContain('La categoría debe ser una de: rent, utilities');
    expect(JSON.stringify(await get<object>(`/api/accounting/expenses?vendor=x`, 400))).toContain('vendor');
    await get(`/api/accounting/expenses?category=${'x'.repeat(500)}`, 400);
    await get('/api/accounting/expenses?from=2026-03-01&to=2026-02-01', 400);
    await get('/api/accounting/expenses', 403, { authorization: `Bearer ${tokenFor(['cashier'])}` });
  });
});
