// A journal entry as every part of the books holds it: lines in integer centavos, each a debit or a
// credit to one account; balanced when the debits equal the credits.

export interface JournalLine {
  accountCode: string;
  debitCents: number;
  creditCents: number;
  /** What the line is for, when the entry's description is not enough (a product, a payment method). */
  memo?: string;
}

/** How an entry was made: posted from a business event, by a person, or reversing another entry. */
export const ENTRY_SOURCE_KINDS = ['event', 'manual', 'reversal'] as const;
export type EntrySourceKind = (typeof ENTRY_SOURCE_KINDS)[number];

/** Where an entry came from: a business event (the audit trail's id, stream and position), or a person. */
export type EntrySource =
  | { kind: 'event'; eventId: string; streamId: string; position: string; type: string }
  | { kind: 'manual'; reason: string }
  | { kind: 'reversal'; reversedEntryId: string; reason: string };

/** An entry as a posting rule or a person drafts it, before the ledger posts it to a month. */
export interface EntryDraft {
  /** The day it happened (yyyy-mm-dd, the shop's day). */
  date: string;
  description: string;
  lines: JournalLine[];
}

export const debitsOf = (lines: readonly JournalLine[]) => lines.reduce((s, l) => s + l.debitCents, 0);
export const creditsOf = (lines: readonly JournalLine[]) => lines.reduce((s, l) => s + l.creditCents, 0);
export const isBalanced = (lines: readonly JournalLine[]) => debitsOf(lines) === creditsOf(lines);

export const debit = (accountCode: string, cents: number, memo?: string): JournalLine => ({
  accountCode,
  debitCents: cents,
  creditCents: 0,
  ...(memo ? { memo } : {}),
});
export const credit = (accountCode: string, cents: number, memo?: string): JournalLine => ({
  accountCode,
  debitCents: 0,
  creditCents: cents,
  ...(memo ? { memo } : {}),
});

/** The month an entry dated `day` (yyyy-mm-dd) belongs to: yyyy-mm, the ledger stream's suffix. */
export const monthOf = (day: string) => day.slice(0, 7);
export const LEDGER_STREAM_PREFIX = 'ledger-';
export const ledgerStream = (month: string) => `${LEDGER_STREAM_PREFIX}${month}`;
