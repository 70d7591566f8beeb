import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  credit,
  debit,
  ledgerStream,
  type EntrySource,
  type GeneralLedger,
  type Journal,
  type JournalLine,
} from '../../domain/accounting';
import type { RecordedEvent } from '../../infra/event-store/port';
import { testEvent } from '../support/events';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { tokenFor } from './read-fixtures';

// The journal (issue 18): the entries of a span in the order they were booked, with their lines named
// by the chart; filtered by account, by how they were made, by the event they were posted from (the
// drill-down from an event); paged 50 at a time; a reversal links both ways; bad parameters are 400s
// in Spanish and only accounting, the admin and the owner read it.

let shop: InventoryShop;
let app: FastifyInstance;
const ACCOUNTANT = { authorization: `Bearer ${tokenFor(['accounting'])}` };
const SALE_EVENT = randomUUID();
/** Each entry's own JournalEntryPosted, as the store recorded it. */
const recorded = new Map<string, RecordedEvent>();

async function post(day: string, lines: JournalLine[], source: EntrySource, description = 'Asiento') {
  const entryId = randomUUID();
  const data = {
    entryId,
    month: day.slice(0, 7),
    date: day,
    postedOn: day,
    description,
    lines,
    source,
    totalCents: lines.reduce((s, l) => s + l.debitCents, 0),
  };
  await shop.store.appendToStream(
    ledgerStream(data.month),
    [testEvent('JournalEntryPosted', data, { actor: { userId: 'accountant-1', roles: ['accounting'] } })],
    { expected: 'any' },
  );
  recorded.set(entryId, (await shop.store.readStream(ledgerStream(data.month))).at(-1)!);
  return entryId;
}

const manual = (reason: string): EntrySource => ({ kind: 'manual', reason });
let sale: string;
let rent: string;
let reversal: string;

beforeAll(async () => {
  shop = await openInventoryShop('read_acc_journal');
  sale = await post(
    '2026-01-10',
    [debit(ACCOUNTS.cash, 11_900), credit(ACCOUNTS.counterSales, 10_000), credit(ACCOUNTS.taxPayable, 1_900, 'IVA')],
    { kind: 'event', eventId: SALE_EVENT, streamId: 'counter-sale-1', position: '7', type: 'CounterSaleMade' },
    'Venta de mostrador',
  );
  rent = await post('2026-01-20', [debit(ACCOUNTS.rent, 15_000), credit(ACCOUNTS.cash, 15_000)], manual('Alquiler'));
  reversal = await post(
    '2026-01-21',
    [debit(ACCOUNTS.cash, 15_000), credit(ACCOUNTS.rent, 15_000)],
    { kind: 'reversal', reversedEntryId: rent, reason: 'Duplicado' },
    'Reversión: Alquiler',
  );
  // 60 small entries in February: two pages.
  for (let i = 0; i < 60; i++)
    await post(
      `2026-02-${String(1 + (i % 28)).padStart(2, '0')}`,
      [debit(ACCOUNTS.bank, 100 + i), credit(ACCOUNTS.cash, 100 + i)],
      manual(`Depósito ${i}`),
    );
  await shop.project(100, ['ledger']);
  app = await shop.app();
});
afterAll(async () => shop?.close());

const get = async <T>(url: string, headers: Record<string, string> = ACCOUNTANT, status = 200) => {
  const res = await app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};

const JAN = 'from=2026-01-01&to=2026-01-31';

describe('the journal', () => {
  it("a span's entries in booking order, each with its lines named by the chart and its source", async () => {
    const jan = await get<Journal>(`/api/accounting/journal?${JAN}`);
    expect(jan).toMatchObject({ from: '2026-01-01', to: '2026-01-31', page: 1, pageCount: 1, total: 3 });
    expect(jan.items.map((e) => e.entryId)).toEqual([sale, rent, reversal]);
    const [first] = jan.items;
    expect(first).toMatchObject({
      postedOn: '2026-01-10',
      sourceKind: 'event',
      source: { eventId: SALE_EVENT, stream: 'counter-sale-1', position: '7', type: 'CounterSaleMade' },
      total: 119,
      actorId: 'accountant-1',
      reversesEntryId: null,
      reversedByEntryId: null,
    });
    expect(first!.lines).toEqual([
      { lineNo: 0, accountCode: ACCOUNTS.cash, accountName: expect.any(String), debit: 119, credit: 0, memo: '' },
      {
        lineNo: 1,
        accountCode: ACCOUNTS.counterSales,
        accountName: expect.any(String),
        debit: 0,
        credit: 100,
        memo: '',
      },
      {
        lineNo: 2,
        accountCode: ACCOUNTS.taxPayable,
        accountName: expect.any(String),
        debit: 0,
        credit: 19,
        memo: 'IVA',
      },
    ]);
    expect(first!.lines[0]!.accountName).not.toBe(ACCOUNTS.cash);
    expect(jan.items[1]).toMatchObject({ sourceKind: 'manual', reason: 'Alquiler' });
  });

  it('a manual entry and a reversal name the event that recorded them, as posted entries name theirs', async () => {
    const { items } = await get<Journal>(`/api/accounting/journal?${JAN}`);
    for (const entryId of [rent, reversal]) {
      const own = recorded.get(entryId)!;
      expect(items.find((e) => e.entryId === entryId)!.source, entryId).toEqual({
        eventId: own.eventId,
        stream: ledgerStream('2026-01'),
        position: String(own.position),
        type: 'JournalEntryPosted',
      });
    }
    // The auditor's drill-down from that event finds the entry; the general ledger names it too.
    const rentEvent = recorded.get(rent)!.eventId;
    const found = await get<Journal>(`/api/accounting/journal?${JAN}&source=${rentEvent}`);
    expect(found.items.map((e) => e.entryId)).toEqual([rent]);
    const ledger = await get<GeneralLedger>(`/api/accounting/reports/general-ledger?account=${ACCOUNTS.rent}&${JAN}`);
    expect(ledger.lines.map((l) => [l.entryId, l.sourceKind, l.sourceEventId, l.sourceType])).toEqual([
      [rent, 'manual', rentEvent, 'JournalEntryPosted'],
      [reversal, 'reversal', recorded.get(reversal)!.eventId, 'JournalEntryPosted'],
    ]);
  });

  it('links a reversal both ways', async () => {
    const { items } = await get<Journal>(`/api/accounting/journal?${JAN}`);
    expect(items.find((e) => e.entryId === rent)).toMatchObject({ reversedByEntryId: reversal, reversesEntryId: null });
    expect(items.find((e) => e.entryId === reversal)).toMatchObject({ reversesEntryId: rent, reversedByEntryId: null });
  });

  it('by account, by source kind, by the source event', async () => {
    const rentOnly = await get<Journal>(`/api/accounting/journal?${JAN}&account=${ACCOUNTS.rent}`);
    expect(rentOnly.items.map((e) => e.entryId)).toEqual([rent, reversal]);
    const taxes = await get<Journal>(`/api/accounting/journal?${JAN}&account=${ACCOUNTS.taxPayable}`);
    expect(taxes.items.map((e) => e.entryId)).toEqual([sale]);
    for (const [source, ids] of [
      ['event', [sale]],
      ['manual', [rent]],
      ['reversal', [reversal]],
      [SALE_EVENT, [sale]],
      [SALE_EVENT.toUpperCase(), [sale]],
      [randomUUID(), []],
    ] as const) {
      const found = await get<Journal>(`/api/accounting/journal?${JAN}&source=${source}`);
      expect(
        found.items.map((e) => e.entryId),
        source,
      ).toEqual(ids);
    }
  });

  it('a span: `from` defaults to the first of `to`’s month, both ends inclusive', async () => {
    const some = await get<Journal>('/api/accounting/journal?to=2026-01-20');
    expect(some).toMatchObject({ from: '2026-01-01', to: '2026-01-20', total: 2 });
    const one = await get<Journal>('/api/accounting/journal?from=2026-01-20&to=2026-01-20');
    expect(one.items.map((e) => e.entryId)).toEqual([rent]);
  });

  it('50 entries a page, in order across the pages', async () => {
    const span = 'from=2026-02-01&to=2026-02-28';
    const first = await get<Journal>(`/api/accounting/journal?${span}`);
    const second = await get<Journal>(`/api/accounting/journal?${span}&page=2`);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 60 });
    expect(first.items).toHaveLength(50);
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 60 });
    expect(second.items).toHaveLength(10);
    const days = [...first.items, ...second.items].map((e) => e.postedOn);
    expect(days).toEqual([...days].sort());
    expect(new Set([...first.items, ...second.items].map((e) => e.entryId)).size).toBe(60);
  });

  it('waits for a position the ledger has applied (read-your-writes); refuses one that is no position', async () => {
    const head = String(await shop.store.headPosition());
    const found = await get<Journal>(`/api/accounting/journal?${JAN}&minPosition=${encodeURIComponent(head)}`);
    expect(found.total).toBe(3);
    await get(`/api/accounting/journal?${JAN}&minPosition=nada`, ACCOUNTANT, 400);
  });

  it('bad parameters are 400s in Spanish; other roles are 403', async () => {
    const bad = async (query: string, message: string) => {
      const res = await get<{ detail: string; errors?: { path: string; message: string }[] }>(
        `/api/accounting/journal?${query}`,
        ACCOUNTANT,
        400,
      );
      expect(JSON.stringify(res)).toContain(message);
    };
    await bad('source=otro', 'El origen debe ser event, manual, reversal o el id de un evento.');
    await bad(`source=${'a'.repeat(300)}`, 'El origen debe ser event, manual, reversal o el id de un evento.');
    await bad('account=caja', 'La cuenta debe ser un código de 1 a 10 dígitos.');
    await bad('account=12345678901', 'La cuenta debe ser un código de 1 a 10 dígitos.');
    await bad('from=2026-02-01&to=2026-01-01', 'La fecha inicial no puede ser posterior a la final.');
    await bad('to=2026-13-01', 'La fecha debe ser un día válido (aaaa-mm-dd).');
    await bad('page=0', 'La página debe ser un número entero');
    await bad('asOf=2026-01-01', 'asOf');
    await bad('sort=desc', 'sort');
    for (const roles of [['cashier'], ['client'], ['warehouse']])
      await get('/api/accounting/journal', { authorization: `Bearer ${tokenFor(roles)}` }, 403);
    for (const roles of [['admin'], ['owner']])
      await get(`/api/accounting/journal?${JAN}`, { authorization: `Bearer ${tokenFor(roles)}` });
  });
});
