import { sql, type Kysely } from 'kysely';
import {
  accountsOf,
  CHART_OF_ACCOUNTS_STREAM,
  chartDecider,
  LEDGER_STREAM_PREFIX,
  type AccountFact,
  type EntryToReverse,
  type JournalLine,
} from '../../domain/accounting';
import { notFound } from '../../domain/shared';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { CommandHandler } from '../../application/handler';

// What the ledger's commands need that only other streams know: the chart's accounts as they are
// now (decide() refuses an unknown or inactive one), and the entry a reversal swaps.

export const ENTRY_NOT_FOUND = 'Asiento no encontrado.';
export const entryNotFound = () => notFound('LEDGER.ENTRY_NOT_FOUND', ENTRY_NOT_FOUND);

/** The chart as loaded now: the `accounts` a posting or a reversal hands the ledger. */
export async function chartAccounts(handler: CommandHandler): Promise<AccountFact[]> {
  const { state } = await handler.load(chartDecider, CHART_OF_ACCOUNTS_STREAM);
  return accountsOf(state);
}

interface PostedRow {
  stream_id: string;
  data: { entryId?: string; month?: string; date?: string; description?: string; lines?: JournalLine[] };
}

/**
 * The entry to reverse, exactly as it was posted (its JournalEntryPosted event). The journal read model
 * (projections/ledger, unique on entry_id) names the event cheaply; an entry the journal has not
 * reached yet (just posted, or the read models not prepared) is looked for in the events table, as a
 * session's register is (command-api/pos/sessions.ts): a reversal does not wait on a projection's lag.
 * Unknown → 404.
 */
export async function entryToReverse(db: Kysely<AppDatabase>, entryId: string): Promise<EntryToReverse> {
  const posted = (await postedViaJournal(db, entryId)) ?? (await postedInStore(db, entryId));
  const d = posted?.data;
  if (!posted?.stream_id.startsWith(LEDGER_STREAM_PREFIX) || !d || d.entryId !== entryId) throw entryNotFound();
  return {
    entryId,
    month: d.month ?? posted.stream_id.slice(LEDGER_STREAM_PREFIX.length),
    date: d.date ?? '',
    description: d.description ?? '',
    lines: Array.isArray(d.lines) ? d.lines : [],
  };
}

async function postedViaJournal(db: Kysely<AppDatabase>, entryId: string): Promise<PostedRow | undefined> {
  // A command-api may run before the read models are prepared: then there is no journal to ask.
  const journal = await sql<{ present: boolean }>`select to_regclass('journal_entries') is not null as present`.execute(
    db,
  );
  if (!journal.rows[0]?.present) return undefined;
  const { rows } = await sql<PostedRow>`
    select e.stream_id, e.data from events e
    where e.event_id = (select j.event_id from journal_entries j where j.entry_id = ${entryId} limit 1)`.execute(db);
  return rows[0];
}

async function postedInStore(db: Kysely<AppDatabase>, entryId: string): Promise<PostedRow | undefined> {
  const { rows } = await sql<PostedRow>`
    select stream_id, data from events
    where type = 'JournalEntryPosted' and stream_id like ${`${LEDGER_STREAM_PREFIX}%`} and data->>'entryId' = ${entryId}
    limit 1`.execute(db);
  return rows[0];
}
