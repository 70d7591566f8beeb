import { randomUUID } from 'node:crypto';
import { sql, type QueryExecutorProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../domain/accounting/accounts';
import { credit, debit, ledgerStream, type JournalLine } from '../../domain/accounting/journal';
import { applyToGeneration, sequence } from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { projectionNamed } from '../../projections/registry';
import { testEvent, untilAllEventsVisible } from '../support/events';
import { accountLines, sumsByAccount, type LedgerReadDb } from '../../read-api/accounting/queries/ledger';
import { openInventoryShop } from './inventory-shop';

// The ledger read model (issue 18): entries and lines as posted, the day sums kept from the lines
// really inserted — a replay adds nothing, a rebuild (COPY, then the sums summed once) equals the
// live model row for row, and a value no column can hold does not stop it.

let shop: Awaited<ReturnType<typeof openInventoryShop>>;
const projection = projectionNamed('ledger')!;

async function post(month: string, day: string, lines: JournalLine[], over: Record<string, unknown> = {}) {
  const entryId = randomUUID();
  const data = {
    entryId,
    month,
    date: day,
    postedOn: day,
    description: 'Venta de mostrador',
    lines,
    source: {
      kind: 'event',
      eventId: randomUUID(),
      streamId: 'counter-sale-x',
      position: '1/1',
      type: 'CounterSaleMade',
    },
    ...over,
  };
  await shop.store.appendToStream(ledgerStream(month), [testEvent('JournalEntryPosted', data)], { expected: 'any' });
  return entryId;
}

const TABLES = ['journal_entries', 'journal_lines', 'ledger_days'];
const rowsOf = (db: QueryExecutorProvider) =>
  Promise.all(
    TABLES.map(async (table) =>
      (await sql<{ t: string }>`select t::text as t from ${sql.table(table)} t order by 1`.execute(db)).rows.map(
        (r) => r.t,
      ),
    ),
  );
const days = async () =>
  (
    await sql<{ account_code: string; posted_on: string; d: string; c: string }>`
      select account_code, posted_on::text, debit_cents::text as d, credit_cents::text as c from ledger_days
      order by 1, 2`.execute(shop.db)
  ).rows.map((r) => `${r.account_code} ${r.posted_on} ${r.d}/${r.c}`);

beforeAll(async () => {
  shop = await openInventoryShop('read_ledger_model');
  await post('2026-01', '2026-01-15', [
    debit(ACCOUNTS.cash, 11_900),
    credit(ACCOUNTS.counterSales, 10_000),
    credit(ACCOUNTS.taxPayable, 1_900),
  ]);
  await post('2026-01', '2026-01-15', [
    debit(ACCOUNTS.cash, 5_950),
    credit(ACCOUNTS.counterSales, 5_000),
    credit(ACCOUNTS.taxPayable, 950),
  ]);
  await post('2026-01', '2026-01-16', [debit(ACCOUNTS.rent, 300_000), credit(ACCOUNTS.bank, 300_000)], {
    source: { kind: 'manual', reason: 'Alquiler de enero' },
  });
  await shop.project(2, ['ledger']);
});
afterAll(async () => shop?.close());

describe('the ledger read model', () => {
  it('keeps each entry, its lines, and the day sums of each account', async () => {
    expect(await days()).toEqual([
      '1101 2026-01-15 17850/0',
      '1103 2026-01-16 0/300000',
      '2101 2026-01-15 0/2850',
      '4101 2026-01-15 0/15000',
      '6201 2026-01-16 300000/0',
    ]);
    const [entries, lines] = await rowsOf(shop.db);
    expect(entries).toHaveLength(3);
    expect(lines).toHaveLength(8);
  });

  it('applying events already applied changes nothing (no line or sum counted twice)', async () => {
    const before = await rowsOf(shop.db);
    const { generation } = (await loadCheckpoint(shop.db, 'ledger'))!;
    await untilAllEventsVisible(shop.db);
    const events = sequence(await shop.store.readAll({ limit: 10_000 }), 0n);
    await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, events, generation));
    expect(await rowsOf(shop.db)).toEqual(before);
  });

  it('rebuilt from the events (COPY, then the sums) equals the live one', async () => {
    const live = await rowsOf(shop.db);
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projection, { batchSize: 2 });
    expect((await loadCheckpoint(shop.db, 'ledger'))!.generation).toBe(2);
    expect(await rowsOf(shop.db)).toEqual(live);
  });

  it('takes an entry as any writer may have left it without stopping', async () => {
    await post('2026-02', 'not a day', [{ accountCode: '1101', debitCents: 2 ** 70, creditCents: -1 } as JournalLine], {
      lines: 'not a list',
      source: null,
    });
    await post('2026-02', '2026-02-01', [debit(ACCOUNTS.cash, 100), credit(ACCOUNTS.counterSales, 100)]);
    await shop.project(50, ['ledger']);
    expect(await days()).toContain('1101 2026-02-01 100/0');
  });
});

describe('the day the books count an entry on', () => {
  it('is the day it happened, or for a late event of a closed month the day it was posted', async () => {
    const late = await post('2026-03', '2026-02-27', [debit(ACCOUNTS.cash, 7), credit(ACCOUNTS.counterSales, 7)], {
      postedOn: '2026-03-02',
    });
    const backdated = await post('2026-03', '2026-03-01', [debit(ACCOUNTS.rent, 9), credit(ACCOUNTS.bank, 9)], {
      postedOn: '2026-03-05',
      source: { kind: 'manual', reason: 'Ajuste' },
    });
    await shop.project(50, ['ledger']);
    const booked = await sql<{ entry_id: string; posted_on: string; occurred_on: string }>`
      select entry_id, posted_on::text, occurred_on::text from journal_entries where entry_id in (${late}, ${backdated})
      order by posted_on`.execute(shop.db);
    expect(booked.rows.map((r) => [r.entry_id, r.posted_on, r.occurred_on])).toEqual([
      [backdated, '2026-03-01', '2026-03-01'],
      [late, '2026-03-02', '2026-02-27'],
    ]);
  });
});

describe('the ledger sums', () => {
  const readDb = () => shop.db as unknown as LedgerReadDb;
  it('per account over a span of days, from the day sums', async () => {
    const jan = await sumsByAccount(readDb(), { from: '2026-01-01', to: '2026-01-31' });
    expect(jan).toEqual([
      { accountCode: '1101', debitCents: 17_850, creditCents: 0 },
      { accountCode: '1103', debitCents: 0, creditCents: 300_000 },
      { accountCode: '2101', debitCents: 0, creditCents: 2_850 },
      { accountCode: '4101', debitCents: 0, creditCents: 15_000 },
      { accountCode: '6201', debitCents: 300_000, creditCents: 0 },
    ]);
    const debits = jan.reduce((s, a) => s + a.debitCents, 0);
    expect(jan.reduce((s, a) => s + a.creditCents, 0)).toBe(debits);
    expect(await sumsByAccount(readDb(), { to: '2026-01-15' })).toHaveLength(3);
  });

  it("an account's lines with the running balance, the opening one included", async () => {
    const all = await accountLines(readDb(), '1101', { to: '2026-02-28' }, { offset: 0, limit: 10 });
    expect(all.lines.map((l) => [l.postedOn, l.debitCents, l.balanceCents])).toEqual([
      ['2026-01-15', 11_900, 11_900],
      ['2026-01-15', 5_950, 17_850],
      ['2026-02-01', 100, 17_950],
    ]);
    const feb = await accountLines(
      readDb(),
      '1101',
      { from: '2026-02-01', to: '2026-02-28' },
      { offset: 0, limit: 10 },
    );
    expect(feb).toMatchObject({ opening: 17_850, total: 1 });
    expect(feb.lines[0]!.balanceCents).toBe(17_950);
  });
});
