import type { DomainEvent } from '../../shared/decider';
import type { EntrySource, JournalLine } from '../journal';

// A month's ledger (issue 18, stream ledger-<yyyy-mm>): the journal entries posted in it and, once,
// its close. An entry carries everything the journal's read model shows and drills into, so the
// books are a fold over these events alone. Money in integer centavos.

export type JournalEntryPosted = DomainEvent<
  'JournalEntryPosted',
  {
    entryId: string;
    /** The period it is posted in (the stream's month). */
    month: string;
    /** The day it happened (yyyy-mm-dd): may be in an earlier, closed month for a late event. */
    date: string;
    /** The day it was posted (yyyy-mm-dd). */
    postedOn: string;
    description: string;
    lines: JournalLine[];
    source: EntrySource;
    /** The entry's debits, equal to its credits. */
    totalCents: number;
  }
>;

/** What the month held when it closed: how many entries and their debits and credits. */
export interface PeriodTotals {
  entries: number;
  debitCents: number;
  creditCents: number;
}

export type PeriodClosed = DomainEvent<'PeriodClosed', { month: string; closedOn: string; totals: PeriodTotals }>;

export type LedgerEvent = JournalEntryPosted | PeriodClosed;
