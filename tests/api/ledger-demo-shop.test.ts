import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounting } from '../../command-api/seed/accounting';
import { CommandResults } from '../../application/idempotency';
import { LEDGER_STREAM_PREFIX, type JournalEntryPosted } from '../../domain/accounting';
import { startReactor } from '../../reactors/engine/start';
import { reactors } from '../../reactors/registry';
import { untilAllEventsVisible } from '../support/events';
import { collectingLog } from './consignment-support';
import { openIdentityApps } from './identity-support';

// The demo shop's books (issue 18): every reactor of the worker run over what `npm start` seeds —
// the stock the sales and agreements move, the deliveries, then the ledger's postings. Every journal
// entry balances, an event's names one that exists; nothing the rules met stopped the reactor.

let apps: Awaited<ReturnType<typeof openIdentityApps>>;
beforeAll(async () => {
  apps = await openIdentityApps('ledger_demo', { seedDemo: true });
});
afterAll(async () => apps?.close());

describe('the demo shop through the posting rules', () => {
  it('posts balanced entries, each naming an existing event, with no failure kept', async () => {
    const { database, store, command } = apps;
    const log = collectingLog();
    const deps = {
      handler: command.commands,
      results: new CommandResults(database.db),
      store,
      db: database.db,
      pool: database.pool,
      log,
    };
    for (const reactor of reactors) {
      const runner = startReactor(deps, reactor, { lockRetryMs: 50, retryMs: 50 });
      await untilAllEventsVisible(database.db);
      await runner.caughtUp();
      await runner.stop();
    }
    const all = await store.readAll({ limit: 100_000 });
    const ids = new Set(all.map((e) => e.eventId));
    const entries = all
      .filter((e) => e.type === 'JournalEntryPosted' && e.streamId.startsWith(LEDGER_STREAM_PREFIX))
      .map((e) => e.data as JournalEntryPosted['data']);
    expect(entries.length).toBeGreaterThan(20);
    for (const entry of entries) {
      const debits = entry.lines.reduce((s, l) => s + l.debitCents, 0);
      expect(
        entry.lines.reduce((s, l) => s + l.creditCents, 0),
        entry.description,
      ).toBe(debits);
      if (entry.source.kind === 'event') expect(ids.has(entry.source.eventId), entry.description).toBe(true);
    }
    const kinds = entries.map((e) => (e.source.kind === 'event' ? e.source.type : e.source.kind));
    for (const type of ['InvoiceIssued', 'InvoicePaid', 'CounterSaleMade', 'CounterSaleRefunded', 'StockMoved'])
      expect(kinds).toContain(type);
    // The demo books' own (command-api/seed/accounting.ts): five expenses, four manual entries,
    // one reversal, the capital's month closed — and a restart adds none of them again.
    expect(kinds.filter((k) => k === 'ExpenseRecorded')).toHaveLength(5);
    // The demo staff's (command-api/seed/hr.ts): last month's payroll, paid; this month's a draft.
    expect(kinds.filter((k) => k === 'PayrollRunPaid')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'manual')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'reversal')).toHaveLength(1);
    expect(all.filter((e) => e.type === 'PeriodClosed')).toHaveLength(1);
    expect(await seedDemoAccounting(command.commands)).toEqual({ expenses: 0, entries: 0, closed: 0 });
    const failures = await sql<{
      n: string;
    }>`select count(*) as n from reactor_failures where reactor = 'ledger-postings'`.execute(database.db);
    expect(failures.rows[0]!.n, JSON.stringify(log.lines ?? '')).toBe('0');
  });
});
