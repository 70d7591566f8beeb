import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../domain/accounting';
import { useBooks } from './accounting-support';

// A reversal finds the entry it swaps by its id (command-api/accounting/books-facts.ts): through the
// journal read model when it has the entry, in the event store when it has not caught up yet (or the
// read models are not prepared: accounting-commands.test.ts). Either way the entry as it was posted.

const { books } = useBooks('acct_rev');

const swapped = [
  { accountCode: ACCOUNTS.rent, debitCents: 0, creditCents: 300_000 },
  { accountCode: ACCOUNTS.bank, debitCents: 300_000, creditCents: 0 },
];

describe('the entry a reversal swaps', () => {
  it('is found through the journal once projected, and in the store before', async () => {
    const b = await books();
    await b.prepareJournal();
    const projected = (await b.post('/api/accounting/journal-entries', b.entry())).json().id as string;
    await b.projectJournal();
    const notYet = (await b.post('/api/accounting/journal-entries', b.entry({ date: '2026-01-11' }))).json()
      .id as string;
    const journal = await sql<{ entry_id: string }>`select entry_id from journal_entries`.execute(b.database.db);
    expect(journal.rows.map((r) => r.entry_id)).toEqual([projected]);
    for (const id of [projected, notYet]) {
      const res = await b.post(`/api/accounting/journal-entries/${id}/reverse`, { reason: 'Error de captura' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const ledger = await b.store.readStream('ledger-2026-01');
    expect(ledger.slice(2).map((e) => e.data)).toMatchObject([
      { source: { kind: 'reversal', reversedEntryId: projected }, lines: swapped },
      { source: { kind: 'reversal', reversedEntryId: notYet }, lines: swapped },
    ]);
  });

  it('is reversed in its own month, dated that month’s last day once the month is over', async () => {
    const b = await books();
    const december = (await b.post('/api/accounting/journal-entries', b.entry({ date: '2025-12-20' }))).json()
      .id as string;
    const res = await b.post(`/api/accounting/journal-entries/${december}/reverse`, { reason: 'Duplicado' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().streamId).toBe('ledger-2025-12');
    const [, reversal] = await b.store.readStream('ledger-2025-12');
    expect(reversal!.data).toMatchObject({ date: '2025-12-31', postedOn: '2026-01-15', month: '2025-12' });
    // Once December is closed, no entry of it can be reversed: a correcting entry goes to an open month.
    const other = (await b.post('/api/accounting/journal-entries', b.entry({ date: '2025-12-21' }))).json()
      .id as string;
    expect((await b.post('/api/accounting/periods/2025-12/close', {})).statusCode).toBe(201);
    const closed = await b.refused(() =>
      b.post(`/api/accounting/journal-entries/${other}/reverse`, { reason: 'Tarde' }),
    );
    expect(closed.status).toBe(409);
  });
});
