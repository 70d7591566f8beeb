import type { Command } from '../../shared/decider';
import type { EntrySource, JournalLine } from '../journal';

// What a month's ledger decides on. The chart is another stream: the caller hands decide() the
// accounts as it read them (shop facts), so an unknown or inactive account is refused here.

export interface AccountFact {
  code: string;
  active: boolean;
}

export type PostJournalEntry = Command<
  'PostJournalEntry',
  {
    entryId: string;
    month: string;
    date: string;
    postedOn: string;
    description: string;
    lines: JournalLine[];
    /** An event's or a person's; a reversal goes through ReverseJournalEntry (reversed once). */
    source: EntrySource;
    accounts: AccountFact[];
  }
>;

/** The entry to reverse as the caller read it from the journal: the reversal swaps its lines. */
export interface EntryToReverse {
  entryId: string;
  month: string;
  date: string;
  description: string;
  lines: JournalLine[];
}

/** Sent to the reversed entry's month (ledgerStream(reversed.month)): that stream knows it was reversed. */
export type ReverseJournalEntry = Command<
  'ReverseJournalEntry',
  {
    entryId: string;
    month: string;
    postedOn: string;
    reason: string;
    reversed: EntryToReverse;
    accounts: AccountFact[];
  }
>;

export type ClosePeriod = Command<'ClosePeriod', { month: string; closedOn: string }>;

export type LedgerCommand = PostJournalEntry | ReverseJournalEntry | ClosePeriod;
